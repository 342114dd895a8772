// Who vouches for a smart link. A page carries our name, so it is `noindex`, out of the sitemap and takes no reminders
// until someone we can reach stands behind it: its creator, once their email is verified (a signed-out creator first
// claims it after signing in, with the token the generator gave them; only its hash is stored), or an admin who
// approves it. A sign-up nobody proved is not enough: anyone can make one with any address.
import "server-only";
import { db } from "@/lib/db";
import { adminWrite, type Actor } from "@/lib/activity";
import { isSlug } from "@/lib/core/slug";
import { expire, TAGS } from "@/lib/cache";
import { smartLinkLabel, smartLinkNotFound } from "./smart-links";
import { hashToken } from "@/lib/auth/sessions";

/**
 * The signed-in caller becomes the owner of a link nobody owns, given its claim token (vouched for while the owner's
 * email is verified). A wrong token, a link someone owns and a missing link answer alike (404), so the answer tells
 * nothing about the link. One statement: two claims racing with the same token succeed at most once.
 */
export async function claimSmartLink(userId: string, slug: string, token: string): Promise<void> {
  if (!isSlug(slug)) smartLinkNotFound();
  const claimed = await db.smartLink.updateMany({
    where: { slug, createdById: null, claimTokenHash: hashToken(token) },
    data: { createdById: userId, claimTokenHash: null },
  });
  if (claimed.count !== 1) smartLinkNotFound();
  expire(TAGS.smartLinks, TAGS.smartLink(slug));
}

/** Admin: the link may be indexed and listed in the sitemap (approving again keeps the first approval's time). */
export async function approveSmartLink(actor: Actor, slug: string): Promise<void> {
  if (!isSlug(slug)) smartLinkNotFound();
  type Approved = { id: string; songTitle: string; artistName: string };
  await adminWrite(
    actor,
    async (tx) => {
      const [row] = await tx.$queryRaw<Approved[]>`
      UPDATE "SmartLink" SET "approvedAt" = coalesce("approvedAt", now() AT TIME ZONE 'UTC') WHERE "slug" = ${slug}
      RETURNING "id", "songTitle", "artistName"`;
      return row ?? smartLinkNotFound();
    },
    (row) => ({ action: "UPDATE", type: "smart-link", recordId: row.id, summary: `Approved ${smartLinkLabel(row)}` }),
  );
  expire(TAGS.smartLinks, TAGS.smartLink(slug));
}
