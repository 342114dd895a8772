// Comment moderation texts, without zod, for the dashboard's client components and the public comment forms.
// lib/moderation/schema.ts re-exports them for the server.
export const COMMENT_KINDS = {
  post: "Post comment",
  song: "Song comment",
  spotlight: "Spotlight comment",
  reply: "Spotlight reply",
} as const;
export type CommentKind = keyof typeof COMMENT_KINDS;

export const COMMENT_STATUS_LABEL = { pending: "Pending", published: "Published", hidden: "Hidden" } as const;
export type CommentStatusChoice = keyof typeof COMMENT_STATUS_LABEL;

/** Why a comment waits for a moderator, as the queue shows it. */
export const HELD_FOR_TEXT = {
  word: "Held for a word on the held list",
  link: "Held for a web address",
  "first-comment": "Held as a new commenter's first comment",
  address: "Held: sent from an address under a ban",
} as const;
export type HeldFor = keyof typeof HELD_FOR_TEXT;

/** The overview's call to the queue while comments wait. */
export const pendingCommentsText = (n: number) =>
  `${n === 1 ? "comment waits" : "comments wait"} for moderation — review ${n === 1 ? "it" : "them"}`;

/** What a ban names, in the dialog that asks for it. */
export const BAN_EXPLAINED =
  "Their comments, replies, reactions and ratings are refused (by this commenter's e-mail and device) until the ban ends, and this comment is hidden.";

export const MODERATION_TEXT = {
  /** What a commenter is told when their comment waits for a moderator. */
  held: "Thanks! Your comment will appear once a moderator approves it.",
  banned: "You can no longer post or react on this site.",
  /** A write that cannot wait for a moderator, from an address under a ban, by someone not signed in. */
  bannedAddress: "Posting from your network is paused for a while. Please sign in to continue, or try again later.",
  notFound: "Comment not found.",
  banNotFound: "Ban not found.",
  approved: "Comment approved.",
  hidden: "Comment hidden.",
  deleted: "Comment deleted.",
  banned_: "Commenter banned.",
  banLifted: "Ban lifted.",
  settingsSaved: "Moderation settings saved.",
  failed: "The change could not be saved.",
  reasonRequired: "Please give a reason for the ban.",
  endsInPast: "The ban's end must be in the future.",
  empty: "No comments here.",
  noBans: "Nobody is banned.",
} as const;

export const MODERATION_PAGE_SIZE = 20;
