// GET /preview/post/{token} – a post preview link (lib/posts/preview-link.ts), the address the editor shares. A link
// that works is sent on to its page (./view) with 307; any other — malformed, forged, expired, or made before the post's
// preview secret changed (revoked, published, moved back to draft) — answers a real 404 with the message and nothing
// of the post. The check is made here because the page itself streams under a static shell and cannot set a status.
import { withRaw } from "@/lib/api/handler";
import { findPostPreviewKey } from "@/lib/posts/preview";
import { POST_TEXT } from "@/lib/posts/copy";

const NOT_FOUND_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Post preview</title></head><body><p role="alert">${POST_TEXT.previewExpired}</p><p><a href="/blog">Back to the blog</a></p></body></html>`;

export const GET = withRaw(async (_req: Request, { params }: { params: Promise<{ token: string }> }) => {
  const { token } = await params;
  const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!(await findPostPreviewKey(token))) {
    return new Response(NOT_FOUND_HTML, {
      status: 404,
      headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
    });
  }
  const location = `/preview/post/${encodeURIComponent(token)}/view`;
  return new Response(null, { status: 307, headers: { ...headers, Location: location } });
});
