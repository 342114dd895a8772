// A Markdown post's pictures get their intrinsic size when the post is saved, so the page can reserve their space
// (no layout shift) without reading any file when it renders. The editor's upload writes the size itself
// (`![alt](/files/post-image/a.webp =1200x800)`, it knows the picture it sent); a picture written by hand without one
// is looked up here in our storage and the size written into the text, once.
import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/core/errors";
import { isSentFile, readPublicFile, storeFile } from "@/lib/storage";
import { markdownImages, pictureProblem, withSize, type BodyImage } from "./markdown-syntax";
import { PICTURE_MESSAGE } from "@/lib/posts/schema";
import { POST_TEXT } from "@/lib/posts/copy";

type Size = { width: number; height: number };

/** A picture's size as shown (EXIF-turned), or null when the bytes are no picture sharp reads. */
async function sizeOf(bytes: Uint8Array | null): Promise<Size | null> {
  const meta =
    bytes &&
    (await sharp(bytes)
      .metadata()
      .catch(() => null));
  if (!meta?.width || !meta.height) return null;
  // A photo turned by its EXIF orientation (5–8) is shown with width and height swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

async function storedSize(src: string): Promise<Size> {
  const size = await sizeOf(await readPublicFile(src));
  if (!size) throw new AppError("unprocessable_entity", POST_TEXT.imageNotFound(src));
  return size;
}

/**
 * A picture the editor uploads into a post's text (on local disk; with Blob on the browser sends it straight to Blob):
 * checked and stored like a post's image, answered with its address and size for the editor to write in.
 */
export async function storeBodyPicture(value: FormDataEntryValue | null): Promise<{ url: string } & Size> {
  if (!isSentFile(value)) throw new AppError("unprocessable_entity", POST_TEXT.pictureMissing);
  const bytes = new Uint8Array(await value.arrayBuffer());
  const stored = await storeFile(bytes, "post-image");
  const size = await sizeOf(bytes);
  if (!size) throw new AppError("unsupported_media_type", POST_TEXT.imageNotFound(stored.url));
  return { url: stored.url, ...size };
}

/**
 * The text with every picture's size written in. Refuses (422) a picture from outside our storage or without alt
 * text — the schema's rule, checked again for an edit that kept a Markdown post's format without naming it — and
 * one our storage does not have.
 */
export async function withImageSizes(content: string): Promise<string> {
  const images = markdownImages(content);
  for (const image of images) {
    const problem = pictureProblem(image);
    if (problem) throw new AppError("unprocessable_entity", PICTURE_MESSAGE[problem](image.src));
  }
  const unsized = new Map<string, BodyImage>();
  for (const image of images) if (!image.width || !image.height) unsized.set(image.raw, image);
  let sized = content;
  for (const [raw, image] of unsized) {
    const { width, height } = await storedSize(image.src);
    sized = sized.split(raw).join(withSize(image, width, height));
  }
  return sized;
}
