// Preview links for drafts and scheduled posts: `/preview/post/{token}`, where the token names the post and its
// expiry and is signed with AUTH_SECRET and the post's own preview secret (Post.previewKey). A link works until it
// expires (PREVIEW_LINK_DAYS) or the post's secret changes — the editor's "Revoke preview links", and every publish or
// move back to draft (lib/posts/writes.ts) — and rotating AUTH_SECRET ends every link at once. Whoever holds a working
// one sees that post's text, nothing else.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { PREVIEW_LINK_DAYS } from "@/lib/posts/copy";

const DAY_S = 24 * 60 * 60;
const sign = (payload: string, previewKey: string) =>
  createHmac("sha256", `post-preview:${env.AUTH_SECRET ?? ""}`)
    .update(`${payload}.${previewKey}`)
    .digest();

/** The path of a preview link for the post, valid for PREVIEW_LINK_DAYS from `now` while its preview key stays. */
export function previewPath(
  post: { id: string; previewKey: string },
  now = Date.now(),
): { path: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + PREVIEW_LINK_DAYS * DAY_S;
  const payload = `${post.id}.${expires}`;
  return {
    path: `/preview/post/${payload}.${sign(payload, post.previewKey).toString("base64url")}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** The post id a token names, before its signature is checked; null when it cannot be a token or has expired. */
export function previewTokenPost(token: string, now = Date.now()): string | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [postId, expires] = parts;
  if (!/^[a-z0-9]{1,64}$/i.test(postId) || !/^\d{1,12}$/.test(expires)) return null;
  return Number(expires) * 1000 > now ? postId : null;
}

/** Whether the token was signed for this post with its current preview key, and has not expired. */
export function previewTokenValid(token: string, post: { id: string; previewKey: string }, now = Date.now()): boolean {
  if (previewTokenPost(token, now) !== post.id) return false;
  const [postId, expires, signature] = token.split(".");
  // Compared as text: base64url decoding ignores the last character's spare bits, so two spellings would pass.
  const expected = Buffer.from(sign(`${postId}.${expires}`, post.previewKey).toString("base64url"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
