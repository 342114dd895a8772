// The smart link's texts (admin-and-payments.md "Error catalogue"), for the generator, the share page and the server's
// answers.
import type { Platform } from "@/lib/smart-links/platforms";

export const SMART_LINK_REQUIRED = "Please enter song title, artist name, and select a cover image";
export const SMART_LINK_FAILED = "Failed to create smart link";
export const SMART_LINK_NETWORK_ERROR = "An error occurred. Please try again.";
export const SMART_LINK_CREATED = "Smart link created successfully";
export const SMART_LINK_NOT_FOUND = "Smart link not found.";
export const SMART_LINK_NEEDS_PLATFORM = "Please add at least one platform link.";
export const SMART_LINK_DESCRIPTION = "Listen now on My Nation Blog SmartLink!";

/** The message for a link that is not an https address on the platform's own hosts. */
export const platformHostMessage = (p: Platform) =>
  `Please enter ${/^[AEIOU]/.test(p.label) ? "an" : "a"} ${p.label} link (https://${p.hosts[0]}/…).`;

// The admin's moderation of smart links (the dashboard's toasts and the calls' answers).
export const SMART_LINK_UPDATED = "Smart link updated successfully";
export const SMART_LINK_UPDATE_FAILED = "Failed to update smart link";
export const SMART_LINK_DELETED = "Smart link deleted successfully";
export const SMART_LINK_DELETE_FAILED = "Failed to delete smart link";
export const SMART_LINK_HIDDEN = "Smart link hidden";
export const SMART_LINK_SHOWN = "Smart link is on show again";
export const SMART_LINK_APPROVED = "Smart link approved: search engines may list it";
export const SMART_LINK_APPROVE_FAILED = "Failed to approve smart link";
export const SMART_LINK_CLAIMED = "Smart link claimed: it is yours now";

/** The share page inside an app's built-in browser (Instagram, TikTok, Facebook, X, Snapchat). */
export const SMART_LINK_IN_APP_HINT =
  "You are in an app's browser. Tap ⋯ and choose “Open in browser”, or tap a button below to open the song in its app.";
/** The mark on the platform a fan picked on an earlier smart link, which comes first. */
export const SMART_LINK_YOUR_CHOICE = "Your choice";

/**
 * The statistics' note on a burst that looks machine-made (one network, one agent, no cookies;
 * lib/smart-links/events.ts): those events are counted above, never dropped, and flagged here. Empty when there are none.
 */
export function automatedNote(clicks: number, views: number): string {
  const part = (n: number, one: string) => `${n.toLocaleString("en-NG")} ${one}${n === 1 ? "" : "s"}`;
  const parts = [clicks ? part(clicks, "click") : "", views ? part(views, "view") : ""].filter(Boolean);
  if (!parts.length) return "";
  const plural = clicks + views !== 1;
  return `${parts.join(" and ")} ${plural ? "look" : "looks"} automated (a burst from one network with one browser and no cookies); counted above.`;
}

// "Paste a streaming link": the resolver route's answers and the form's status line.
export const SMART_LINK_RESOLVE_BAD_URL =
  "Please paste an https link to a song on Spotify, Apple Music, YouTube, Deezer, Tidal, Amazon Music, SoundCloud, Audiomack or Boomplay.";
export const SMART_LINK_RESOLVE_NOT_FOUND =
  "We could not find this song on other platforms. Please fill in the links yourself.";
export const SMART_LINK_RESOLVE_UNAVAILABLE =
  "The link finder is not answering right now, so nothing was filled. Please fill in the links yourself or try again later.";
export const SMART_LINK_RESOLVE_BUSY =
  "The link finder is busy, so nothing was filled. Please try again in a minute or fill in the links yourself.";
export const SMART_LINK_ARTWORK_MISSING =
  "We could not fetch the song's artwork. Please choose a cover image yourself.";
export const SMART_LINK_RESOLVING = "Finding the song on other platforms…";
export const SMART_LINK_NOTHING_NEW = "The song was found, but every field it knows about is already filled in.";

/** The status line after a fill: what was filled (fields that had text stay as the editor left them). */
export const smartLinkFilled = (labels: string[]) =>
  `Filled ${labels.length === 1 ? "1 field" : `${labels.length} fields`}: ${labels.join(", ")}. Fields you had already filled in were kept.`;
