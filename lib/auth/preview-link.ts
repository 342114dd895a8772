// Preview links for drafts and scheduled posts: `/preview/post/{token}`, where the token names the post and its
// expiry and is signed with AUTH_SECRET. Nothing is stored: a link works until it expires (PREVIEW_LINK_DAYS), and
// rotating AUTH_SECRET ends every link at once. Whoever holds one sees that post's text, nothing else.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";
import { PREVIEW_LINK_DAYS } from "@/lib/copy/post";

const DAY_S = 24 * 60 * 60;
const sign = (payload: string) =>
  createHmac("sha256", `post-preview:${env.AUTH_SECRET ?? ""}`)
    .update(payload)
    .digest();

/** The path of a preview link for `postId`, valid for PREVIEW_LINK_DAYS from `now`. */
export function previewPath(postId: string, now = Date.now()): { path: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + PREVIEW_LINK_DAYS * DAY_S;
  const payload = `${postId}.${expires}`;
  return {
    path: `/preview/post/${payload}.${sign(payload).toString("base64url")}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** The post id a token was signed for; null when it is malformed, forged or expired. */
export function readPreviewToken(token: string, now = Date.now()): string | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [postId, expires, signature] = parts;
  if (!/^[a-z0-9]{1,64}$/i.test(postId) || !/^\d{1,12}$/.test(expires)) return null;
  // Compared as text: base64url decoding ignores the last character's spare bits, so two spellings would pass.
  const expected = Buffer.from(sign(`${postId}.${expires}`).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(expires) * 1000 > now ? postId : null;
}
