// Post editor texts (drafts, scheduling, revisions), without zod, so the admin's client components can import them
// without loading the schema library. lib/posts/schema.ts re-exports them for the server.
export const POST_STATUS_LABEL = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;
export type PostStatusChoice = keyof typeof POST_STATUS_LABEL;

export const POST_TEXT = {
  required: "Please fill in all required fields.",
  editRequired: "Title and content are required.",
  badStatus: "Choose Draft, Scheduled or Published.",
  badAutosave: "autosave must be 1 when sent.",
  publishAtMissing: "Choose the date and time (Lagos) to publish at.",
  publishAtPast: "The publish time must be in the future.",
  notFound: "Post not found",
  revisionNotFound: "Revision not found",
  restored: "Revision restored.",
  restoreFailed: "Failed to restore the revision.",
  previewExpired: "This preview link is invalid or has expired.",
  previewsRevoked: "Preview links revoked: links shared before no longer work.",
  previewsRevokeFailed: "Failed to revoke the preview links.",
  noRevisions: "No saved versions yet.",
  badFormat: "The text's format must be plain or markdown.",
  imageAltMissing: (src: string) =>
    `Every picture needs alt text for readers who cannot see it: describe the picture ${src} between the brackets of ![…].`,
  imageNotStored: (src: string) =>
    `Pictures must be uploaded with the editor to our storage; ${src} is from somewhere else.`,
  imageNotFound: (src: string) => `The picture ${src} was not found in our storage. Please upload it again.`,
  pictureMissing: "Choose a picture to upload.",
} as const;

/** The post editor's own texts (components/admin/posts/markdown-editor.tsx and the post form's autosave). */
export const EDITOR_TEXT = {
  linkPrompt: "Link address (https://…)",
  playerPrompt:
    "Streaming address (YouTube, Spotify, Apple Music, Audiomack, Boomplay, SoundCloud, Deezer or a smart link)",
  uploading: "Uploading picture…",
  uploadFailed: "Failed to upload the picture.",
  previewFailed: "The preview could not be loaded.",
  previewEmpty: "Nothing to preview yet.",
  useMarkdown: "Use formatting (Markdown)",
  saving: "Saving draft…",
  savedAt: (time: string) => `Saved at ${time}`,
  autosaveFailed: "Draft not saved automatically; it will try again (or save it yourself).",
  words: (words: number, minutes: number) => `${words} ${words === 1 ? "word" : "words"} · ${minutes} min read`,
} as const;

/** How long a draft's preview link works. */
export const PREVIEW_LINK_DAYS = 7;
/** Revisions kept per post; older ones are deleted as new saves come in. */
export const REVISIONS_KEPT = 50;
