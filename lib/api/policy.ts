// Who may call what under /mnb/api, in one machine-readable place. Every route file and every method it exports is
// listed here (lib/integration/access-policy.int.test.ts fails otherwise, and calls each one to check the refusals);
// lib/api/not-allowed.ts answers wrong methods (405 with Allow) from it. No imports.
//   public – anyone; user – any signed-in account; owner – a signed-in user acting on their own id or their own record
//   (others get 403; admins may also read any smart link's statistics);
//   admin – ADMIN role (401 anonymous, 403 signed-in users); cron – the scheduler's bearer secret.
export type Policy = "public" | "user" | "owner" | "admin" | "cron";
export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];
export type RoutePolicies = Partial<Record<ApiMethod, Policy>>;

export const API_ROUTES = {
  "/mnb/api/activity": { GET: "admin" },
  "/mnb/api/addComment/[slug]": { POST: "public" },
  "/mnb/api/addArtist": { POST: "admin" },
  "/mnb/api/addPost": { POST: "admin" },
  "/mnb/api/admins": { GET: "admin", POST: "admin" },
  "/mnb/api/admins/[id]": { PUT: "admin", DELETE: "admin" },
  "/mnb/api/admins-login": { POST: "public" },
  "/mnb/api/adverts": { POST: "admin" },
  // Admins for every purpose; anyone else, signed out too, for a booking file or a smart link's cover only (lib/storage/
  // direct-rules.ts; 401 signed out, 403 signed in for the rest).
  "/mnb/api/blob-upload": { POST: "public" },
  "/mnb/api/bookings": { POST: "public" },
  "/mnb/api/bookings/files": { POST: "public" },
  // The booking's owner or an admin: anyone else signed in gets 403.
  "/mnb/api/bookings/[id]/file": { GET: "owner" },
  "/mnb/api/bookings/[id]/status": { PATCH: "admin" },
  "/mnb/api/confirm-email-change": { POST: "public" },
  "/mnb/api/health": { GET: "public" },
  "/mnb/api/contacts": { GET: "public", POST: "public" },
  "/mnb/api/createSong": { POST: "admin" },
  "/mnb/api/campaigns": { GET: "admin" },
  "/mnb/api/campaigns/[id]": { DELETE: "admin" },
  "/mnb/api/promo-links/[linkId]/[messageId]": { GET: "public" },
  "/mnb/api/reminders/[token]": { POST: "public", DELETE: "public" },
  "/mnb/api/touch": { POST: "public" },
  "/mnb/api/views": { POST: "public" },
  "/mnb/api/attribution": { GET: "admin" },
  "/mnb/api/legacy-import/problems": { GET: "admin" },
  "/mnb/api/smart-links/[slug]/reminders": { POST: "public" },
  "/mnb/api/campaigns/[id]/retry": { POST: "admin" },
  "/mnb/api/commenter-bans": { GET: "admin" },
  "/mnb/api/commenter-bans/[id]": { DELETE: "admin" },
  "/mnb/api/cron/campaigns": { GET: "cron" },
  "/mnb/api/cron/publish": { GET: "cron" },
  "/mnb/api/cron/release-reminders": { GET: "cron" },
  "/mnb/api/cron/purge": { GET: "cron" },
  "/mnb/api/cron/imported": { GET: "cron" },
  "/mnb/api/cron/reconcile": { GET: "cron" },
  "/mnb/api/contacts/[id]/reaction": { PATCH: "public" },
  "/mnb/api/deleteAdvert/[id]": { DELETE: "admin" },
  "/mnb/api/deleteBooking/[id]": { DELETE: "admin" },
  "/mnb/api/deleteArtist/[id]": { DELETE: "admin" },
  "/mnb/api/deletePost/[id]": { DELETE: "admin" },
  "/mnb/api/deleteSong/[slug]": { DELETE: "admin" },
  "/mnb/api/deleteUserProfile/[id]": { DELETE: "owner" },
  "/mnb/api/deleteWorker/[id]": { DELETE: "admin" },
  "/mnb/api/emails": { GET: "admin" },
  "/mnb/api/emails/[id]/retry": { POST: "admin" },
  "/mnb/api/getAdverts": { GET: "public" },
  "/mnb/api/getAllArtist": { GET: "public" },
  "/mnb/api/getAllBookings": { GET: "admin" },
  "/mnb/api/getAllPosts": { GET: "public" },
  "/mnb/api/search": { GET: "public" },
  "/mnb/api/getAllSongs": { GET: "public" },
  "/mnb/api/getAllSpotlights": { GET: "public" },
  "/mnb/api/getPost/[slug]": { GET: "public" },
  "/mnb/api/getSmartLink/[slug]": { GET: "public" },
  "/mnb/api/getUserProfile": { GET: "user" },
  "/mnb/api/likeSong/[slug]": { PATCH: "public" },
  "/mnb/api/link-page": { GET: "user", PUT: "user" },
  "/mnb/api/partnership": { POST: "public" },
  "/mnb/api/partnership/[id]": { PUT: "admin", DELETE: "admin" },
  "/mnb/api/partnerships": { GET: "admin" },
  "/mnb/api/payments": { POST: "public" },
  "/mnb/api/payments/[reference]": { GET: "public" },
  "/mnb/api/moderation": { GET: "admin" },
  "/mnb/api/moderation/[kind]/[id]": { PATCH: "admin", DELETE: "admin" },
  "/mnb/api/moderation/[kind]/[id]/ban": { POST: "admin" },
  "/mnb/api/moderation-settings": { GET: "admin", PUT: "admin" },
  "/mnb/api/payments/[reference]/verify": { POST: "public" },
  "/mnb/api/paystack/webhook": { POST: "public" },
  "/mnb/api/post-comment/[id]/reaction": { PATCH: "public" },
  "/mnb/api/posts": { GET: "public" },
  "/mnb/api/posts/preview": { POST: "admin" },
  "/mnb/api/posts/images": { POST: "admin" },
  "/mnb/api/posts/[slug]/comments": { GET: "public", POST: "public" },
  "/mnb/api/posts/[slug]/revisions": { GET: "admin" },
  "/mnb/api/posts/[slug]/preview-links": { DELETE: "admin" },
  "/mnb/api/posts/[slug]/revisions/[revisionId]/restore": { POST: "admin" },
  "/mnb/api/refunds": { POST: "admin" },
  "/mnb/api/request-password-reset": { POST: "public" },
  "/mnb/api/requestPasswordReset": { POST: "public" },
  "/mnb/api/reset-password": { POST: "public" },
  "/mnb/api/signIn": { POST: "public" },
  "/mnb/api/signOut": { POST: "public" },
  "/mnb/api/signUp": { POST: "public" },
  "/mnb/api/smart-link": { POST: "public" },
  "/mnb/api/smart-link/resolve": { GET: "public" },
  "/mnb/api/smart-link/resolve/artwork": { GET: "public" },
  "/mnb/api/smart-links": { GET: "user" },
  "/mnb/api/smart-links/[slug]": { PUT: "admin", DELETE: "admin" },
  "/mnb/api/smart-links/[slug]/approve": { POST: "admin" },
  "/mnb/api/smart-links/[slug]/claim": { POST: "user" },
  "/mnb/api/smart-links/[slug]/stats": { GET: "owner" },
  "/mnb/api/smart-links/[slug]/views": { POST: "public" },
  "/mnb/api/songs/[slug]": { GET: "public" },
  "/mnb/api/songs/[slug]/comments": { GET: "public" },
  "/mnb/api/songs/[slug]/comments/[commentId]": { DELETE: "admin" },
  "/mnb/api/spotlights": { POST: "admin" },
  "/mnb/api/spotlights/[id]": { PUT: "admin", DELETE: "admin" },
  "/mnb/api/style-spotlight/comment": { POST: "public" },
  "/mnb/api/style-spotlight/comment/[id]": { DELETE: "admin" },
  "/mnb/api/style-spotlight/comment/[id]/reaction": { PATCH: "public" },
  "/mnb/api/style-spotlight/comment/[id]/replies": { GET: "public" },
  "/mnb/api/style-spotlight/comment/[id]/reply": { POST: "public" },
  "/mnb/api/style-spotlight/comments": { GET: "public", DELETE: "admin" },
  "/mnb/api/style-spotlight/reply/[id]/reaction": { PATCH: "public" },
  "/mnb/api/send-promo": { POST: "admin" },
  "/mnb/api/subscribe/confirm/[token]": { POST: "public" },
  "/mnb/api/subscribe/preferences/[token]": { GET: "public", PUT: "public" },
  "/mnb/api/subscribe": { POST: "public" },
  "/mnb/api/subscribers": { GET: "admin" },
  "/mnb/api/subscribers/[id]": { DELETE: "admin" },
  "/mnb/api/subscribers/delete": { POST: "admin" },
  "/mnb/api/subscribers/imported/reconfirm": { POST: "admin" },
  "/mnb/api/subscribers/imported/remove": { POST: "admin" },
  "/mnb/api/teamMember": { POST: "admin" },
  "/mnb/api/teamMember/[id]": { PUT: "admin", DELETE: "admin" },
  "/mnb/api/teamMembers": { GET: "public" },
  "/mnb/api/unsubscribe/[token]": { GET: "public", POST: "public" },
  "/mnb/api/not-me/[token]": { POST: "public" },
  "/mnb/api/verify-email": { POST: "user" },
  "/mnb/api/verify-email/[token]": { POST: "public" },
  "/mnb/api/email-suppressions": { GET: "admin" },
  "/mnb/api/updateAdvert/[id]": { PUT: "admin" },
  "/mnb/api/updateArtist/[id]": { PUT: "admin" },
  "/mnb/api/updatePost/[id]": { PUT: "admin" },
  "/mnb/api/updateSong/[slug]": { PUT: "admin" },
  "/mnb/api/updateUserProfile/[id]": { PUT: "owner" },
  "/mnb/api/updateBooking/[id]": { PUT: "admin" },
  "/mnb/api/updateWorker/[id]": { PUT: "admin" },
  "/mnb/api/vitals": { POST: "public" },
  "/mnb/api/worker": { POST: "admin" },
  "/mnb/api/workers": { GET: "admin" },
  "/mnb/api/workers/[id]/photo": { GET: "admin" },
} as const satisfies Record<string, RoutePolicies>;

export type ApiRoute = keyof typeof API_ROUTES;

/**
 * Routes outside /mnb/api that answer raw responses (a redirect, a file, an image, a feed), by their path with route
 * groups left out. All public: built with withRaw, which reads no session (the tracked redirect is on the hot path).
 */
export const RAW_ROUTES = {
  "/feed.xml": { GET: "public" },
  "/files/[...path]": { GET: "public" },
  "/old-address/[kind]/[slug]": { GET: "public" },
  "/payment/callback": { GET: "public" },
  "/preview/post/[token]": { GET: "public" },
  "/smartlink/[slug]/go/[platform]": { GET: "public" },
  "/smartlink/[slug]/qr.png": { GET: "public" },
  "/smartlink/[slug]/qr.svg": { GET: "public" },
} as const satisfies Record<string, RoutePolicies>;

/** The catch-all route file that answers 404 for every path no route above claims; it has no policy of its own. */
export const NOT_FOUND_ROUTE = "/mnb/api/[[...path]]";

/** The methods a route answers, as its `Allow` header lists them: HEAD wherever GET is, OPTIONS everywhere. */
export function allowedMethods(policies: RoutePolicies): string[] {
  const methods: string[] = API_METHODS.filter((m) => m in policies);
  if (methods.includes("GET")) methods.push("HEAD");
  return [...methods, "OPTIONS"];
}
