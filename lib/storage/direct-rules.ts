// The rules of browser → Blob uploads that both sides need (lib/storage/direct-upload.ts signs tokens by them, the
// forms' upload hook names and sends files by them). No runtime imports: the browser bundle takes this file as it is.
import type { UploadPurpose } from "./rules";

/**
 * The largest request body a serverless function is sent (Vercel refuses a bigger one with its own 413 before our code
 * runs). Counted in decimal megabytes, the smaller reading of "4.5 MB", so our answer comes before the platform's.
 */
export const FUNCTION_BODY_LIMIT = 4_500_000;

/** What a browser may upload straight to Blob (lib/storage/direct-upload.ts). */
export const DIRECT_PURPOSES = [
  "audio",
  "image",
  "post-image",
  "booking-file",
  "worker-photo",
  "smart-link-cover",
] as const satisfies UploadPurpose[];
export type DirectPurpose = (typeof DIRECT_PURPOSES)[number];
/** What anyone may upload, signed in or not: a booking's file and a smart link's cover (both forms are open to all). */
export const VISITOR_PURPOSES: readonly DirectPurpose[] = ["booking-file", "smart-link-cover"];

/** Admins may upload every direct purpose; anyone else (signed in or not, `role` null) only the visitors' purposes. */
export const mayUploadDirectly = (role: string | null, purpose: DirectPurpose) =>
  role === "ADMIN" || VISITOR_PURPOSES.includes(purpose);

/**
 * Booking files and workers' photos are private (read back only through the booking's or the admin photo route,
 * lib/storage/private.ts); the rest public.
 */
export const storageAccess = (purpose: UploadPurpose): "public" | "private" =>
  purpose === "booking-file" || purpose === "worker-photo" ? "private" : "public";

/** A pathname a direct-upload token may be issued for: in the purpose's folder, plain characters, no `..`. */
export const isDirectPathname = (pathname: string, purpose: DirectPurpose) =>
  pathname.startsWith(`${purpose}/`) && /^[\w/.-]+$/.test(pathname) && !pathname.includes("..");

/** The pathname a browser asks a token for: the purpose's folder and the file's name made plain (Blob adds a suffix). */
export function directPathname(purpose: DirectPurpose, fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  const ext =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, "")
      : "";
  const stem =
    (dot > 0 ? fileName.slice(0, dot) : fileName)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "file";
  return `${purpose}/${stem}.${ext || "bin"}`;
}

/** The type Blob is told, from the name (browsers differ: audio/x-wav, audio/x-m4a…); the server sniffs the bytes. */
const TYPES: Record<string, string> = {
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  mp4: "audio/mp4",
  wav: "audio/wav",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
export const blobContentType = (fileName: string, browserType: string) =>
  TYPES[fileName.split(".").pop()?.toLowerCase() ?? ""] ?? browserType;
