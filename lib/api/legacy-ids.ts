// The old client's ids: its calls that name a record (`deletePost/{id}`, `spotlights/{id}`, …) send MongoDB ObjectIds,
// which the importer mapped to our ids (LegacyRecord). The wrapper swaps them here, in one place before the caller is
// checked (an owner rule then compares our ids), so every handler reads our id whichever client called it. Keys that
// are not ObjectIds pass without a lookup. docs/features/move-from-old-site.md.
import { resolveLegacyId, isObjectId, type LegacyModel } from "@/lib/legacy-addresses";
import type { ApiRoute } from "./policy";

/** Each route whose path carries an old record's id: which param, and which of our models it names. */
export const LEGACY_ID_ROUTES: Partial<Record<ApiRoute, Record<string, LegacyModel>>> = {
  // getPost takes a slug or an id, as the old client's post page and its editor each sent.
  "/mnb/api/getPost/[slug]": { slug: "Post" },
  "/mnb/api/updatePost/[id]": { id: "Post" },
  "/mnb/api/deletePost/[id]": { id: "Post" },
  "/mnb/api/updateArtist/[id]": { id: "Artist" },
  "/mnb/api/deleteArtist/[id]": { id: "Artist" },
  "/mnb/api/updateAdvert/[id]": { id: "Advert" },
  "/mnb/api/deleteAdvert/[id]": { id: "Advert" },
  "/mnb/api/updateBooking/[id]": { id: "Booking" },
  "/mnb/api/deleteBooking/[id]": { id: "Booking" },
  "/mnb/api/bookings/[id]/status": { id: "Booking" },
  "/mnb/api/bookings/[id]/file": { id: "Booking" },
  "/mnb/api/updateWorker/[id]": { id: "Worker" },
  "/mnb/api/deleteWorker/[id]": { id: "Worker" },
  "/mnb/api/workers/[id]/photo": { id: "Worker" },
  "/mnb/api/spotlights/[id]": { id: "Spotlight" },
  "/mnb/api/subscribers/[id]": { id: "Subscriber" },
  "/mnb/api/teamMember/[id]": { id: "TeamMember" },
  "/mnb/api/admins/[id]": { id: "User" },
  "/mnb/api/partnership/[id]": { id: "PartnershipRequest" },
  "/mnb/api/updateUserProfile/[id]": { id: "User" },
  "/mnb/api/deleteUserProfile/[id]": { id: "User" },
  "/mnb/api/contacts/[id]/reaction": { id: "Review" },
  "/mnb/api/post-comment/[id]/reaction": { id: "PostComment" },
  "/mnb/api/style-spotlight/comment/[id]": { id: "SpotlightComment" },
  "/mnb/api/style-spotlight/comment/[id]/reaction": { id: "SpotlightComment" },
  "/mnb/api/style-spotlight/comment/[id]/replies": { id: "SpotlightComment" },
  "/mnb/api/style-spotlight/comment/[id]/reply": { id: "SpotlightComment" },
  "/mnb/api/style-spotlight/reply/[id]/reaction": { id: "SpotlightReply" },
};

const ROUTE_MATCHERS = Object.entries(LEGACY_ID_ROUTES).map(([route, models]) => ({
  route: new RegExp(`^${route.replace(/\[[^\]]+\]/g, "[^/]+")}/?$`),
  models: models!,
}));

/** The route's params with each old id it carries swapped for ours (the same object when there is none). */
export async function withOurIds<P extends Record<string, string>>(req: Request, params: P): Promise<P> {
  if (!Object.values(params).some((v) => typeof v === "string" && isObjectId(v))) return params;
  const path = new URL(req.url).pathname;
  const models = ROUTE_MATCHERS.find((m) => m.route.test(path))?.models;
  if (!models) return params;
  const resolved: Record<string, string> = { ...params };
  for (const [param, model] of Object.entries(models)) {
    if (typeof resolved[param] === "string") resolved[param] = await resolveLegacyId(model, resolved[param]);
  }
  return resolved as P;
}
