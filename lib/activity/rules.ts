// What the admin activity log records, shared by the data layer (lib/activity/activity.ts) and the dashboard's filters.
// Client-safe: no imports.

/** Every kind of record an admin can change, with the label the log's filter shows. */
export const ACTIVITY_RECORD_TYPES = {
  admin: "Admin",
  advert: "Advert",
  artist: "Artist",
  booking: "Booking",
  campaign: "Promo email",
  comment: "Comment",
  "commenter-ban": "Commenter ban",
  email: "Email",
  partner: "Partner",
  moderation: "Moderation settings",
  payment: "Payment",
  post: "Post",
  "smart-link": "Smart link",
  song: "Song",
  "song-comment": "Song comment",
  spotlight: "Spotlight",
  "spotlight-comment": "Spotlight comment",
  subscriber: "Subscriber",
  "team-member": "Team member",
  worker: "Worker",
} as const;

export type ActivityRecordType = keyof typeof ACTIVITY_RECORD_TYPES;

export const isActivityRecordType = (value: unknown): value is ActivityRecordType =>
  typeof value === "string" && Object.hasOwn(ACTIVITY_RECORD_TYPES, value);

export const ACTIVITY_ACTION_LABELS = {
  CREATE: "Created",
  UPDATE: "Updated",
  DELETE: "Deleted",
  SEND: "Sent",
  ROLE_CHANGE: "Changed role",
  // Not a change: an admin looked at something private (a worker's identity photo).
  VIEW: "Viewed",
} as const;

export const ACTIVITY_PAGE_SIZE = 20;
/** Summaries are one line; anything longer is cut here. */
export const ACTIVITY_SUMMARY_MAX = 200;
