// What a generated share image needs besides its text: the fonts (from npm, read from disk) and the post's picture
// (read from our own storage). next/og is never left to fetch anything itself.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { env } from "@/lib/config/env";
import { LOCAL_PREFIX, readLocalFile, resolveLocalPath } from "@/lib/storage/local";
import { SHARE_IMAGE_SIZE } from "./share-image";

// One family per @fontsource subset file; the image lists them all so each glyph comes from the file that has it.
// Literal `new URL(…, import.meta.url)` addresses let the bundler ship the files with the server build (Vercel's
// functions carry no node_modules of their own).
const FONT_FILES = [
  ["Inter", 400, new URL("../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff", import.meta.url)],
  ["Inter", 700, new URL("../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff", import.meta.url)],
  [
    "InterExt",
    400,
    new URL("../../node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff", import.meta.url),
  ],
  [
    "InterExt",
    700,
    new URL("../../node_modules/@fontsource/inter/files/inter-latin-ext-700-normal.woff", import.meta.url),
  ],
  [
    "InterViet",
    400,
    new URL("../../node_modules/@fontsource/inter/files/inter-vietnamese-400-normal.woff", import.meta.url),
  ],
  [
    "InterViet",
    700,
    new URL("../../node_modules/@fontsource/inter/files/inter-vietnamese-700-normal.woff", import.meta.url),
  ],
] as const;
export const SHARE_FONT_FAMILY = [...new Set(FONT_FILES.map(([name]) => name))].join(", ");

type Font = { name: string; data: ArrayBuffer; weight: 400 | 700; style: "normal" };
let fonts: Promise<Font[]> | undefined;

/** Inter 400 and 700 WOFF files (next/og reads WOFF, not WOFF2), loaded once per server. */
export function shareFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ([name, weight, file]) => {
      // The URLs above already make the bundler ship these files; without this hint it would trace the whole project.
      const bytes = await readFile(/*turbopackIgnore: true*/ file);
      return {
        name,
        weight,
        style: "normal" as const,
        data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      };
    }),
  );
  return fonts;
}

const BLOB_HOST = /\.public\.blob\.vercel-storage\.com$/;
const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/** Bytes of a picture we stored: uploads on local disk, files in public/, or our own Vercel Blob store. */
async function readPicture(url: string): Promise<Uint8Array | null> {
  if (url.startsWith(LOCAL_PREFIX))
    return (await readLocalFile(env.uploadDir, url.slice(LOCAL_PREFIX.length)))?.bytes ?? null;
  if (url.startsWith("/")) {
    const target = resolveLocalPath(path.join(process.cwd(), "public"), url.slice(1));
    return target ? readFile(target).catch(() => null) : null;
  }
  const address = URL.canParse(url) ? new URL(url) : null;
  // Only our own file store, never an arbitrary host; a slow store costs the image its picture, not its answer.
  if (address?.protocol !== "https:" || !BLOB_HOST.test(address.hostname)) return null;
  const response = await fetch(address, { signal: AbortSignal.timeout(3000) }).catch(() => null);
  if (!response?.ok || Number(response.headers.get("content-length") ?? 0) > MAX_PHOTO_BYTES) return null;
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * A stored picture cropped to `size` (the whole share image unless told) as a JPEG data URL (next/og draws JPEG and
 * PNG, not WebP), or null when there is none or it cannot be read — the image is then drawn without it.
 */
export async function sharePhoto(
  url: string | null,
  size: { width: number; height: number } = SHARE_IMAGE_SIZE,
): Promise<string | null> {
  if (!url) return null;
  try {
    const bytes = await readPicture(url);
    if (!bytes) return null;
    const jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(size.width, size.height, { fit: "cover" })
      .jpeg({ quality: 80 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch (error) {
    console.warn(`share image: picture ${url} could not be used`, error);
    return null;
  }
}
