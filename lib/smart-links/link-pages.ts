// Link-in-bio pages (docs/features/link-in-bio.md): one page per account at /links/{handle}, listing the owner's smart
// links on show, newest first, while it is published. The owner reads and saves it (PUT /mnb/api/link-page); the public
// page reads it from the cache, which any change to the page or to a smart link expires. A handle is held by its
// look-alike key (HandleClaim, lib/smart-links/handle.ts); one given up stays its old owner's for HANDLE_HOLD_DAYS, so
// nobody can take a known creator's handle the moment they rename and pose as them to the fans who follow the old
// address.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { HANDLE_HOLD_DAYS, handleKey } from "@/lib/smart-links/handle";
import { type LinkPageValues } from "@/lib/smart-links/link-page-schema";
import { LINK_PAGE_HANDLE_TAKEN } from "@/lib/smart-links/link-page-copy";
import { cachedFor, expire, keptIfFound, MAX_KEYS, TAGS } from "@/lib/cache";
import { smartLinkSelect, toDto, type SmartLinkDto } from "./smart-links";

/** The most links one page lists (the newest). */
export const LINK_PAGE_MAX_LINKS = 100;

export type OwnLinkPage = { handle: string; title: string; published: boolean };
/** `vouched`: the owner's email is verified (or the owner is an admin): only then indexed and in the sitemap. */
export type PublicLinkPage = { handle: string; title: string; vouched: boolean; links: SmartLinkDto[] };

/** Pages whose owner vouches for them (the rule of PublicLinkPage.vouched, as a query). */
export const vouchedPageWhere = {
  user: { OR: [{ emailVerifiedAt: { not: null } }, { role: "ADMIN" }] },
} satisfies Prisma.LinkPageWhereInput;

/** The signed-in creator's page settings, or null before the first save. Never cached. */
export async function getOwnLinkPage(userId: string): Promise<OwnLinkPage | null> {
  return db.linkPage.findUnique({ where: { userId }, select: { handle: true, title: true, published: true } });
}

const isUniqueClash = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

const handleTaken = (): never => {
  throw new AppError("conflict", LINK_PAGE_HANDLE_TAKEN);
};

/**
 * Takes the handle's key for the account, in one statement (the row's lock settles two accounts racing for it): a new
 * key, the account's own, or one given up more than HANDLE_HOLD_DAYS ago. False when someone else holds it.
 */
async function claimHandle(tx: Prisma.TransactionClient, userId: string, key: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ key: string }[]>`
    INSERT INTO "HandleClaim" ("key", "userId") VALUES (${key}, ${userId})
    ON CONFLICT ("key") DO UPDATE SET "userId" = EXCLUDED."userId", "releasedAt" = NULL, "createdAt" = now()
    WHERE "HandleClaim"."userId" = EXCLUDED."userId"
       OR "HandleClaim"."releasedAt" < now() - make_interval(days => ${HANDLE_HOLD_DAYS})
    RETURNING "key"`;
  return rows.length === 1;
}

/**
 * Creates or changes the caller's page. A handle another account holds, or gave up less than HANDLE_HOLD_DAYS ago, is
 * 409, and so is one that only looks like it; the old handle's page is gone at once (its key stays the caller's for
 * HANDLE_HOLD_DAYS) and the new one shows the links.
 */
export async function saveLinkPage(userId: string, values: LinkPageValues): Promise<OwnLinkPage> {
  const before = await getOwnLinkPage(userId);
  const key = handleKey(values.handle);
  const oldKey = before && handleKey(before.handle);
  const data = { handle: values.handle, title: values.title, published: values.published };
  const save = () =>
    db.$transaction(async (tx) => {
      // A page keeping its handle needs no claim (a page made before handles had keys may hold one that looks like another's).
      if (oldKey !== key && !(await claimHandle(tx, userId, key))) handleTaken();
      const saved = await tx.linkPage.upsert({
        where: { userId },
        create: { userId, ...data },
        update: data,
        select: { handle: true, title: true, published: true },
      });
      if (oldKey && oldKey !== key)
        await tx.handleClaim.updateMany({ where: { key: oldKey, userId }, data: { releasedAt: new Date() } });
      return saved;
    });
  let saved: OwnLinkPage;
  try {
    saved = await save();
  } catch (error) {
    if (!isUniqueClash(error)) throw error;
    const holder = await db.linkPage.findUnique({ where: { handle: values.handle }, select: { userId: true } });
    if (holder && holder.userId !== userId) handleTaken();
    // The same account's two first saves raced on its one page: the other one created it, so this one updates it.
    saved = await save();
  }
  expire(TAGS.linkPages, TAGS.linkPage(saved.handle), ...(before ? [TAGS.linkPage(before.handle)] : []));
  return saved;
}

async function readPage(handle: string): Promise<PublicLinkPage | null> {
  const page = await db.linkPage.findUnique({
    where: { handle },
    select: {
      handle: true,
      title: true,
      published: true,
      user: {
        select: {
          emailVerifiedAt: true,
          role: true,
          smartLinks: {
            where: { hidden: false },
            select: smartLinkSelect,
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            take: LINK_PAGE_MAX_LINKS,
          },
        },
      },
    },
  });
  if (!page?.published) return null;
  const vouched = page.user.emailVerifiedAt !== null || page.user.role === "ADMIN";
  return { handle: page.handle, title: page.title, vouched, links: page.user.smartLinks.map(toDto) };
}
/** A published page, or null (kept briefly). */
async function pageByHandle(handle: string): Promise<PublicLinkPage | null> {
  "use cache";
  return keptIfFound(await readPage(handle), TAGS.linkPages, TAGS.linkPage(handle), TAGS.smartLinks);
}
/** The handles of published pages, newest first (the ones `next build` renders ahead of the first visit). */
export async function publishedHandles(take = MAX_KEYS): Promise<string[]> {
  "use cache";
  cachedFor(TAGS.linkPages);
  const pages = await db.linkPage.findMany({
    where: { published: true },
    select: { handle: true },
    orderBy: { createdAt: "desc" },
    take,
  });
  return pages.map((p) => p.handle);
}

/** A published page with its owner's links on show (cached), or null. Handles are lowercase; a bio may not be. */
export async function findLinkPage(handle: string): Promise<PublicLinkPage | null> {
  return handle.length <= 30 ? pageByHandle(handle.toLowerCase()) : null;
}
