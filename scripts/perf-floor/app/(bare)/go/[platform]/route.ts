// The floor's tracked redirect, for `npm run bench`: a route handler that reads its parameter and a request header
// and answers 302, with nothing of the site's (no lookup, no cookie, no recording). Its row shows what Next.js itself
// serves a route handler's redirect at, beside the site's /smartlink/{slug}/go/{platform}.
import { headers } from "next/headers";

export async function GET(_request: Request, { params }: { params: Promise<{ platform: string }> }) {
  const { platform } = await params;
  const agent = (await headers()).get("user-agent") ?? "";
  return new Response(null, {
    status: 302,
    headers: { "Cache-Control": "no-store", Location: `https://example.com/${platform}?a=${agent.length}` },
  });
}
