// Link-in-bio pages (issue 24 §2): one page per account at /links/{handle}, listing the owner's smart links on show,
// newest first, while it is published. The owner reads and saves it (PUT /mnb/api/link-page); the public page reads
// it from the cache, which any change to the page or to a smart link expires.
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { LINK_PAGE_HANDLE_TAKEN, type LinkPageValues } from "@/lib/validations/link-page";
import { cachedFor, expire, keptIfFound, MAX_KEYS, TAGS } from "./cache";
import { smartLinkSelect, toDto, type SmartLinkDto } from "./smart-links";

/** The most links one page lists (the newest). */
export const LINK_PAGE_MAX_LINKS = 100;

export type OwnLinkPage = { handle: string; title: string; published: boolean };
export type PublicLinkPage = { handle: string; title: string; links: SmartLinkDto[] };

/** The signed-in creator's page settings, or null before the first save. Never cached. */
export async function getOwnLinkPage(userId: string): Promise<OwnLinkPage | null> {
  return db.linkPage.findUnique({ where: { userId }, select: { handle: true, title: true, published: true } });
}

const isUniqueClash = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * Creates or changes the caller's page. A handle another account holds is 409 (the unique index settles two creators
 * racing for one handle); the old handle's page is gone at once and the new one shows the links.
 */
export async function saveLinkPage(userId: string, values: LinkPageValues): Promise<OwnLinkPage> {
  const before = await getOwnLinkPage(userId);
  const data = { handle: values.handle, title: values.title, published: values.published };
  const save = () =>
    db.linkPage.upsert({
      where: { userId },
      create: { userId, ...data },
      update: data,
      select: { handle: true, title: true, published: true },
    });
  let saved: OwnLinkPage;
  try {
    saved = await save();
  } catch (error) {
    if (!isUniqueClash(error)) throw error;
    const holder = await db.linkPage.findUnique({ where: { handle: values.handle }, select: { userId: true } });
    if (holder && holder.userId !== userId) throw new AppError("conflict", LINK_PAGE_HANDLE_TAKEN);
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
  return { handle: page.handle, title: page.title, links: page.user.smartLinks.map(toDto) };
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
