// Smart links: create (anyone, throttled; a signed-in creator owns the link, a signed-out one gets a claim token), the
// share page's cached read, the owner's and the admin's lists, and the admin's edit, hide and delete. Claims and
// approval: smart-link-claims.ts. Events and statistics: smart-link-events.ts.
import "server-only";
import { db } from "@/lib/db";
import { adminWrite, type Actor } from "@/lib/activity";
import { AppError } from "@/lib/core/errors";
import { Prisma, type Role } from "@/lib/generated/prisma/client";
import { freeSlug, isSlug, slugify } from "@/lib/core/slug";
import { lagosToday } from "@/lib/core/lagos-time";
import { newClaimToken } from "./claim-token";
import { bringsFile, deleteFile, withStoredFile } from "@/lib/storage";
import { type SmartLinkUpdateValues, type SmartLinkValues } from "@/lib/smart-links/schema";
import { PLATFORMS, type PlatformField } from "@/lib/smart-links/platforms";
import { SMART_LINK_NOT_FOUND, SMART_LINK_REQUIRED } from "@/lib/smart-links/copy";
import { cachedFor, expire, keptIfFound, MAX_KEYS, TAGS } from "@/lib/cache";
import { SMART_LINKS_PAGE_SIZE } from "@/lib/smart-links/stats-schema";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";
import { assertNotBanned } from "@/lib/moderation";

export const smartLinkSelect = {
  id: true,
  slug: true,
  songTitle: true,
  artistName: true,
  coverImageUrl: true,
  youtube: true,
  spotify: true,
  boomplay: true,
  appleMusic: true,
  audiomack: true,
  hidden: true,
  approvedAt: true,
  createdById: true,
  createdAt: true,
  updatedAt: true,
  releaseOn: true,
  createdBy: { select: { emailVerifiedAt: true } },
} satisfies Prisma.SmartLinkSelect;
type SmartLinkRow = Prisma.SmartLinkGetPayload<{ select: typeof smartLinkSelect }>;

/** The spec's shape (GET /getSmartLink/{slug}): coverImage repeats coverImageUrl, as the old records had either. */
export type SmartLinkDto = {
  _id: string;
  id: string;
  slug: string;
  songTitle: string;
  artistName: string;
  coverImageUrl: string;
  coverImage: string;
  youtube: string | null;
  spotify: string | null;
  boomplay: string | null;
  appleMusic: string | null;
  audiomack: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * Vouched for (its creator's email is verified, or an admin approved or made it): only then indexed, in the sitemap
   * and open for release-day reminders.
   */
  approved: boolean;
  /** The Lagos day it comes out ("2026-12-04"), or null: until then its page takes release-day reminders. */
  releaseOn: string | null;
  /**
   * Out: no release day, or the day has come in Lagos when the record was read. Read inside the cached reads (a page
   * may not read the clock), so the release-day job expires the link's pages when the day comes.
   */
  released: boolean;
};
/** What owners and admins see besides: whether it is hidden and whether it has an owner (never who, by email). */
export type SmartLinkAdminDto = SmartLinkDto & { hidden: boolean; owned: boolean };
export type SmartLinkPage = PageMeta & { links: SmartLinkAdminDto[] };

export const toDto = (row: SmartLinkRow): SmartLinkDto => ({
  _id: row.id,
  id: row.id,
  slug: row.slug,
  songTitle: row.songTitle,
  artistName: row.artistName,
  coverImageUrl: row.coverImageUrl,
  coverImage: row.coverImageUrl,
  youtube: row.youtube,
  spotify: row.spotify,
  boomplay: row.boomplay,
  appleMusic: row.appleMusic,
  audiomack: row.audiomack,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  approved: row.approvedAt !== null || Boolean(row.createdBy?.emailVerifiedAt),
  releaseOn: row.releaseOn?.toISOString().slice(0, 10) ?? null,
  released: row.releaseOn === null || row.releaseOn.toISOString().slice(0, 10) <= lagosToday(),
});
const toAdminDto = (row: SmartLinkRow): SmartLinkAdminDto => ({
  ...toDto(row),
  hidden: row.hidden,
  owned: row.createdById !== null,
});

/** The platforms a link has, in the spec's order, with their stored addresses. */
export const linkPlatforms = (link: Pick<SmartLinkDto, PlatformField>) =>
  PLATFORMS.filter((p) => link[p.field]).map((p) => ({ ...p, url: link[p.field]! }));

/** The signed-in creator of a new link. */
type Owner = { id: string; role: Role };

const isSlugTaken = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/**
 * The slug is `{title}-{artist}` by the domain rule, made unique (`-2`, `-3`, …): two artists sharing a title get
 * different slugs, and so does one artist sharing a release twice. Two creations racing for the same free slug are
 * settled by the unique index; the loser picks again.
 */
async function insertLink(
  input: SmartLinkValues,
  coverImageUrl: string,
  owner: Owner | null,
  claimTokenHash: string | null,
): Promise<SmartLinkRow> {
  const base = slugify(`${input.songTitle} ${input.artistName}`) || "smart-link";
  for (let attempt = 0; ; attempt++) {
    const taken = await db.smartLink.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } });
    try {
      return await db.smartLink.create({
        data: {
          slug: freeSlug(
            base,
            taken.map((l) => l.slug),
          ),
          songTitle: input.songTitle,
          artistName: input.artistName,
          coverImageUrl,
          youtube: input.youtube,
          spotify: input.spotify,
          boomplay: input.boomplay,
          appleMusic: input.appleMusic,
          audiomack: input.audiomack,
          releaseOn: input.releaseOn,
          createdById: owner?.id ?? null,
          // An admin's link is approved as it is made; anyone else's is vouched for by their verified email, if any.
          approvedAt: owner?.role === "ADMIN" ? new Date() : null,
          claimTokenHash,
        },
        select: smartLinkSelect,
      });
    } catch (error) {
      if (!isSlugTaken(error) || attempt >= 4) throw error;
    }
  }
}

/** Covers are public files in their own folder: with Blob on, any creator's browser (signed out too) sends one there. */
const COVER = "smart-link-cover";

/**
 * Creates a link with its cover (a file, or with Blob on the URL of a direct upload; checked by its bytes either way);
 * a refused cover or failed write leaves no file or row. A signed-out creator gets the link's claim token (shown to
 * them once; only its hash is kept) to claim it after signing in.
 */
export async function createSmartLink(
  input: SmartLinkValues,
  cover: FormDataEntryValue | null,
  owner: Owner | null,
): Promise<{ link: SmartLinkDto; claimToken: string | null }> {
  await assertNotBanned({});
  if (!bringsFile(cover)) throw new AppError("unprocessable_entity", SMART_LINK_REQUIRED);
  const claim = owner ? null : newClaimToken();
  const row = await withStoredFile(cover, COVER, (url) => insertLink(input, url!, owner, claim?.hash ?? null));
  // The slug may have been asked for before it existed (a brief not-found entry under its own tag).
  expire(TAGS.smartLinks, TAGS.smartLink(row.slug));
  return { link: toDto(row), claimToken: claim?.token ?? null };
}

async function readLink(slug: string): Promise<SmartLinkDto | null> {
  const row = await db.smartLink.findUnique({ where: { slug }, select: smartLinkSelect });
  return row && !row.hidden ? toDto(row) : null;
}
/** A link on show, or null (kept briefly: a made-up slug, a hidden link). */
async function linkBySlug(slug: string): Promise<SmartLinkDto | null> {
  "use cache";
  return keptIfFound(await readLink(slug), TAGS.smartLinks, TAGS.smartLink(slug));
}

/** A link on show (cached; a write expires it), or null when there is none or an admin hid it. */
export async function findSmartLink(slug: string): Promise<SmartLinkDto | null> {
  return isSlug(slug) ? linkBySlug(slug) : null;
}

/** Like findSmartLink, but a missing link is the spec's 404. */
export async function getSmartLink(slug: string): Promise<SmartLinkDto> {
  return (await findSmartLink(slug)) ?? smartLinkNotFound();
}

/** Links vouched for (the rule of SmartLinkDto.approved, as a query). */
export const vouchedWhere = {
  OR: [{ approvedAt: { not: null } }, { createdBy: { emailVerifiedAt: { not: null } } }],
} satisfies Prisma.SmartLinkWhereInput;

/** The newest links on show that are vouched for, for the sitemap (slug and last change). */
export async function listShownSmartLinks(take = MAX_KEYS): Promise<{ slug: string; updatedAt: Date }[]> {
  "use cache";
  cachedFor(TAGS.smartLinks);
  return db.smartLink.findMany({
    where: { hidden: false, ...vouchedWhere },
    select: { slug: true, updatedAt: true },
    orderBy: { createdAt: "desc" },
    take,
  });
}

export function smartLinkNotFound(): never {
  throw new AppError("not_found", SMART_LINK_NOT_FOUND);
}

/** Any link, hidden or not, for its owner or an admin (statistics, moderation); never cached. */
export async function findSmartLinkForManager(
  slug: string,
): Promise<(SmartLinkAdminDto & { createdById: string | null }) | null> {
  if (!isSlug(slug)) return null;
  const row = await db.smartLink.findUnique({ where: { slug }, select: smartLinkSelect });
  return row ? { ...toAdminDto(row), createdById: row.createdById } : null;
}

/** The admin's list: newest first, title or artist containing `q` (any case). */
export async function searchSmartLinks({
  q = "",
  page,
  size = SMART_LINKS_PAGE_SIZE,
}: ListQuery): Promise<SmartLinkPage> {
  const contains = containsText(q);
  return smartLinkPage(q ? { OR: [{ songTitle: contains }, { artistName: contains }] } : {}, page, size);
}

/** A creator's own links, newest first. */
export async function listOwnSmartLinks(
  ownerId: string,
  { page, size = SMART_LINKS_PAGE_SIZE }: ListQuery,
): Promise<SmartLinkPage> {
  return smartLinkPage({ createdById: ownerId }, page, size);
}

/** A page of the links `where` finds, newest first, with the page meta from a count of the same filter. */
async function smartLinkPage(where: Prisma.SmartLinkWhereInput, page: number, size: number): Promise<SmartLinkPage> {
  const [total, rows] = await Promise.all([
    db.smartLink.count({ where }),
    db.smartLink.findMany({
      where,
      select: smartLinkSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page, size),
    }),
  ]);
  return { links: rows.map(toAdminDto), ...pageOf(total, page, size) };
}

const isAhead = (day: Date) => day.toISOString().slice(0, 10) > lagosToday();

/** How the activity log names a smart link. */
export const smartLinkLabel = (l: { songTitle: string; artistName: string }) => `${l.songTitle} by ${l.artistName}`;

/** Admin edit: text and links, optionally a new cover (the old one leaves storage), and hidden. The slug stays. */
export async function updateSmartLink(
  actor: Actor,
  slug: string,
  input: SmartLinkUpdateValues,
  cover: FormDataEntryValue | null,
): Promise<SmartLinkAdminDto> {
  const current = isSlug(slug)
    ? await db.smartLink.findUnique({ where: { slug }, select: { coverImageUrl: true } })
    : null;
  if (!current) smartLinkNotFound();
  // A form echoing the cover's address sends no new cover (with Blob on it would be taken for a direct upload's URL
  // that a record already uses, and refused).
  const echoed = typeof cover === "string" && cover.trim() === current.coverImageUrl;
  const { row, oldCover } = await withStoredFile(echoed ? null : cover, COVER, (url) =>
    adminWrite(
      actor,
      async (tx) => {
        const [before] = await tx.$queryRaw<{ id: string; coverImageUrl: string }[]>`
        SELECT "id", "coverImageUrl" FROM "SmartLink" WHERE "slug" = ${slug} FOR UPDATE`;
        if (!before) smartLinkNotFound();
        const row = await tx.smartLink.update({
          where: { id: before.id },
          data: {
            songTitle: input.songTitle,
            artistName: input.artistName,
            youtube: input.youtube,
            spotify: input.spotify,
            boomplay: input.boomplay,
            appleMusic: input.appleMusic,
            audiomack: input.audiomack,
            // A day still ahead is a release to come: the release-day job acts on it (again) when it comes.
            ...(input.releaseOn === undefined
              ? {}
              : {
                  releaseOn: input.releaseOn,
                  ...(input.releaseOn && isAhead(input.releaseOn) ? { releasedAt: null } : {}),
                }),
            ...(input.hidden === undefined ? {} : { hidden: input.hidden }),
            ...(url ? { coverImageUrl: url } : {}),
          },
          select: smartLinkSelect,
        });
        return { row, oldCover: url ? before.coverImageUrl : null };
      },
      ({ row }) => ({ action: "UPDATE", type: "smart-link", recordId: row.id, summary: smartLinkLabel(row) }),
    ),
  );
  await deleteFile(oldCover);
  expire(TAGS.smartLinks, TAGS.smartLink(slug));
  return toAdminDto(row);
}

/** Admin: the link, its events and roll-ups (by cascade) and its cover file go. */
export async function deleteSmartLink(actor: Actor, slug: string): Promise<void> {
  if (!isSlug(slug)) smartLinkNotFound();
  type Deleted = { id: string; songTitle: string; artistName: string; coverImageUrl: string };
  const row = await adminWrite(
    actor,
    async (tx) => {
      const [gone] = await tx.$queryRaw<Deleted[]>`
      DELETE FROM "SmartLink" WHERE "slug" = ${slug} RETURNING "id", "songTitle", "artistName", "coverImageUrl"`;
      return gone ?? smartLinkNotFound();
    },
    (gone) => ({ action: "DELETE", type: "smart-link", recordId: gone.id, summary: smartLinkLabel(gone) }),
  );
  await deleteFile(row.coverImageUrl);
  expire(TAGS.smartLinks, TAGS.smartLink(slug));
}
