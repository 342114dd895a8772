// Absolute addresses for tags read by other sites (JSON-LD, feeds, sitemaps): they cannot resolve our relative paths.
import { env } from "@/lib/config/env";

/** `path` on this site as an absolute URL; an address that is already absolute (Vercel Blob) stays as it is. */
export const absoluteUrl = (path: string, origin: string = env.siteUrl) => new URL(path, `${origin}/`).toString();
