// The old site's addresses, read from what the importer recorded: an old slug's new slug (LegacyRedirect) and an old
// record's id here (LegacyRecord). Both are read only where an address would otherwise be missing or for keys shaped
// like old ones, so the pages' hot path never pays for them; each lookup is one cached read, expired when the
// importer adds rows (expireLegacyAddresses). docs/features/move-from-old-site.md.
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { db } from "@/lib/db";
import { bounded, expire, keptIfFound, TAGS } from "@/lib/cache";
import {
  isObjectId,
  isOldSlug,
  LEGACY_BASES,
  LEGACY_COLLECTIONS,
  movedPath,
  OLD_EDITOR_KIND,
  type LegacyModel,
  type LegacySlugKind,
} from "./rules";

/** The cache tag of every lookup here: the importer expires it (expireLegacyAddresses) after it adds rows. */
export const LEGACY_ADDRESSES_TAG = TAGS.legacyAddresses;

const readNewSlug = async (kind: LegacySlugKind, slug: string) =>
  (await db.legacyRedirect.findUnique({ where: { kind_fromSlug: { kind, fromSlug: slug } }, select: { toSlug: true } }))
    ?.toSlug ?? null;

async function cachedNewSlug(kind: LegacySlugKind, slug: string): Promise<string | null> {
  "use cache";
  return keptIfFound(await readNewSlug(kind, slug), LEGACY_ADDRESSES_TAG);
}

const newSlug = bounded(cachedNewSlug, readNewSlug);

/**
 * The slug an old address of this kind moved to, or null: null without a lookup for anything the old site could not
 * have made. Called on the not-found path only. A failed lookup is a missing address, never an error page.
 */
export async function findLegacySlug(kind: LegacySlugKind, slug: string): Promise<string | null> {
  if (!isOldSlug(slug)) return null;
  try {
    const to = await newSlug(kind, slug);
    return to === slug ? null : to;
  } catch (error) {
    unstable_rethrow(error);
    console.error(`old ${kind} address ${slug} could not be looked up`, error);
    return null;
  }
}

const readTargetId = async (model: LegacyModel, legacyId: string) =>
  (
    await db.legacyRecord.findFirst({
      // By the primary key (collection, legacyId): the model's old collections name the rows to look at.
      where: { collection: { in: [...LEGACY_COLLECTIONS[model]] }, legacyId, model },
      select: { targetId: true },
    })
  )?.targetId ?? null;

async function cachedTargetId(model: LegacyModel, legacyId: string): Promise<string | null> {
  "use cache";
  return keptIfFound(await readTargetId(model, legacyId), LEGACY_ADDRESSES_TAG);
}

/**
 * Our id for a key the old client may have sent: when `key` is an ObjectId the importer mapped for this model, the
 * record's id here; otherwise `key` itself, so our own ids and slugs pass unchanged (and without a lookup).
 */
export async function resolveLegacyId(model: LegacyModel, key: string): Promise<string> {
  if (!isObjectId(key)) return key;
  return (await cachedTargetId(model, key.toLowerCase())) ?? key;
}

/**
 * After the importer has added or changed LegacyRedirect or LegacyRecord rows: every lookup here, and every page that
 * answered an old address from one, reads them again. Only inside the Next server (an admin route or job); elsewhere
 * there is no cache to expire, and a miss is kept five minutes at most anyway (keptIfFound).
 */
export function expireLegacyAddresses(): void {
  expire(LEGACY_ADDRESSES_TAG);
}

/**
 * A route handler's answer for an old address under `base` (`/smartlink`): a permanent redirect to the same address
 * with the new slug, its sub-path and query kept; null when the slug did not move. For the not-found branch only.
 */
export async function movedAddress(
  req: Request,
  kind: LegacySlugKind,
  base: string,
  slug: string,
): Promise<Response | null> {
  const to = await findLegacySlug(kind, slug);
  const location = to && movedPath(new URL(req.url), base, slug, to);
  return location ? new Response(null, { status: 308, headers: { Location: location } }) : null;
}

/** Where an address the old-address route answers for moved: a path here, or null. */
async function movedTo(kind: string, key: string): Promise<string | null> {
  if (kind === OLD_EDITOR_KIND) {
    const ours = await resolveLegacyId("Post", key);
    return ours === key ? null : `/admin/edit-post/${encodeURIComponent(ours)}`;
  }
  const base = LEGACY_BASES[kind as LegacySlugKind];
  const to = base ? await findLegacySlug(kind as LegacySlugKind, key) : null;
  return to && `${base}/${encodeURIComponent(to)}`;
}

/**
 * The answer for an old address next.config rewrites to the old-address route (legacyRewrites): 308 to where it moved
 * with the query kept, or 404 when nobody recorded it.
 */
export async function oldAddressResponse(req: Request, kind: string, key: string): Promise<Response> {
  const to = await movedTo(kind, key);
  if (!to) {
    return new Response("Not found.", {
      status: 404,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(null, { status: 308, headers: { Location: `${to}${new URL(req.url).search}` } });
}
