// GET /mnb/api/smart-links?q=&page=&limit= – smart links with their all-time view and click totals, newest first: a
// user's own links; an admin's, every link (title or artist containing q) (signed-in)
import { withUser } from "@/lib/api/handler";
import { parseWith } from "@/lib/api/body";
import { listOwnSmartLinks, searchSmartLinks } from "@/lib/smart-links/smart-links";
import { withTotals } from "@/lib/smart-links/stats";
import { smartLinkListQuery } from "@/lib/smart-links/stats-schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withUser(async ({ req, caller }) => {
  const { q, page, limit } = parseWith(smartLinkListQuery, Object.fromEntries(new URL(req.url).searchParams));
  return withTotals(
    caller.role === "ADMIN"
      ? await searchSmartLinks({ q, page, size: limit })
      : await listOwnSmartLinks(caller.id, { page, size: limit }),
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-links");
