// GET /files/{purpose}/{name} – uploaded files on local disk (when Vercel Blob is not configured).
// Served with the type found from the file's bytes, nosniff, long caching (names are unique) and HTTP Range for audio.
import { env } from "@/lib/config/env";
import { readLocalFile } from "@/lib/storage/local";
import { sniff } from "@/lib/storage/sniff";
import { parseRange } from "@/lib/storage/range";
import { errorResponse } from "@/lib/api/errors";
import { AppError } from "@/lib/core/errors";
import { withRaw } from "@/lib/api/handler";

export const GET = withRaw(async (req: Request, { params }: { params: Promise<{ path: string[] }> }) => {
  const file = await readLocalFile(env.uploadDir, (await params).path.join("/"));
  if (!file) return errorResponse(new AppError("not_found", "File not found."));
  const headers = new Headers({
    "Content-Type": sniff(file.bytes)?.contentType ?? "application/octet-stream",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Accept-Ranges": "bytes",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  });
  const range = parseRange(req.headers.get("range"), file.size);
  if (range === "invalid") {
    headers.set("Content-Range", `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    const [start, end] = range;
    headers.set("Content-Range", `bytes ${start}-${end}/${file.size}`);
    headers.set("Content-Length", String(end - start + 1));
    return new Response(file.bytes.subarray(start, end + 1), { status: 206, headers });
  }
  headers.set("Content-Length", String(file.size));
  return new Response(file.bytes, { status: 200, headers });
});
