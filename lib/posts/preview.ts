// The preview links of a post that is not public (lib/posts/preview-link.ts signs them; docs/features/posts.md
// "Preview links"): the editor's link, and the post a link shows, read fresh. Revoking them is a write of the post's
// preview key (revokePostPreviews, lib/posts/writes.ts).
import "server-only";
import { db } from "@/lib/db";
import { isSlug } from "@/lib/core/slug";
import { previewPath, previewTokenPost, previewTokenValid } from "@/lib/posts/preview-link";
import { pageDto, pageSelect, toPostPage } from "./reads";
import type { PostPageDto } from "./posts";

/** The editor's preview link of a post that is not public (null for a published or missing post), read fresh. */
export async function postPreviewLink(id: string): Promise<{ path: string; expiresAt: Date } | null> {
  if (!isSlug(id)) return null;
  const post = await db.post.findUnique({ where: { id }, select: { id: true, previewKey: true, status: true } });
  return post && post.status !== "PUBLISHED" ? previewPath(post) : null;
}

/** The post id a preview link works for, read fresh; null when it is malformed, forged, expired or revoked. */
export async function findPostPreviewKey(token: string): Promise<string | null> {
  const id = previewTokenPost(token);
  const key = id && (await db.post.findUnique({ where: { id }, select: { id: true, previewKey: true } }));
  return key && previewTokenValid(token, key) ? key.id : null;
}

/** The post a preview link shows, with its stored body, read fresh; null when the link does not work. */
export async function findPostPreview(token: string): Promise<PostPageDto | null> {
  const id = await findPostPreviewKey(token);
  const row = id && (await db.post.findUnique({ where: { id }, select: pageSelect }));
  return row ? pageDto(await toPostPage(row)) : null;
}
