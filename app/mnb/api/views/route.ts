// POST /mnb/api/views – a public page's report that it is being viewed { path } (public, same-site, sent once per page
// view by components/vitals/vitals-reporter.tsx): a post's view is counted for its day, and the first view of a site
// visit credits the visitor's touches (lib/analytics/attribution.ts `recordView`). 204 with no body; bots, preloads and
// views of a page that does not exist count nothing. Nothing about the visitor is stored.
import { isbot } from "isbot";
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { optedOut, recordView } from "@/lib/analytics/attribution";
import { isPreload } from "@/lib/http/visit";
import { viewSchema } from "@/lib/analytics/touch-schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) => {
  const { path } = await readJson(req, viewSchema);
  const agent = req.headers.get("user-agent");
  if (agent && !isbot(agent) && !isPreload(req.headers)) await recordView(path, optedOut(req.headers));
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/views");
