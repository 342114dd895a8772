// What each kind of upload may be: an allow-list of real formats and a size limit.
import { AppError } from "@/lib/core/errors";
import { looksLikeMarkup, sniff, type Sniffed } from "./sniff";

/**
 * Each purpose is also the folder its files are stored in, which the server checks when a browser sent a file straight
 * to Blob: a worker's photo (private) and a smart link's cover (made by anyone, signed out too) have their own, so a
 * token for them can never place a file where an admin's images go.
 */
export type UploadPurpose =
  "post-image" | "image" | "audio" | "booking-file" | "worker-photo" | "smart-link-cover" | "player-artwork";

const MB = 1024 * 1024;
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const AUDIO_TYPES = ["audio/mpeg", "audio/mp4", "audio/wav", "audio/ogg"];

const IMAGE = { types: IMAGE_TYPES, maxBytes: 5 * MB, label: "a JPEG, PNG or WebP image" };

export const UPLOAD_RULES: Record<UploadPurpose, { types: string[]; maxBytes: number; label: string }> = {
  "post-image": IMAGE,
  image: IMAGE,
  "worker-photo": IMAGE,
  "smart-link-cover": IMAGE,
  // A player's picture, copied by the server from the platform when a post is saved (lib/posts/player-cards.ts).
  "player-artwork": IMAGE,
  audio: { types: AUDIO_TYPES, maxBytes: 20 * MB, label: "an MP3, M4A, WAV or OGG audio file" },
  "booking-file": {
    types: [...IMAGE_TYPES, ...AUDIO_TYPES],
    maxBytes: 20 * MB,
    label: "an image (JPEG, PNG, WebP) or audio file (MP3, M4A, WAV, OGG)",
  },
};

/** `bytes` is the whole file, or (for a file already in Blob) its first bytes with `size` the whole file's size. */
export function checkUpload(bytes: Uint8Array, purpose: UploadPurpose, size = bytes.length): Sniffed {
  const rule = UPLOAD_RULES[purpose];
  if (size === 0) throw new AppError("bad_request", "The file is empty.");
  if (size > rule.maxBytes) {
    throw new AppError("payload_too_large", `The file is too large. The limit is ${rule.maxBytes / MB} MB.`);
  }
  if (looksLikeMarkup(bytes)) {
    throw new AppError("unsupported_media_type", `SVG and HTML files are not accepted. Please upload ${rule.label}.`);
  }
  const sniffed = sniff(bytes);
  if (!sniffed || !rule.types.includes(sniffed.contentType)) {
    throw new AppError("unsupported_media_type", `Unsupported file type. Please upload ${rule.label}.`);
  }
  return sniffed;
}
