// How a private file (a booking's attachment, a worker's photo) leaves the server: with the type found from its
// bytes, shown inline but never run (sandboxed, no sniffing), and kept by no cache, shared or not.
import type { PrivateFileBody } from "@/lib/storage/private";

export function privateFileResponse(file: PrivateFileBody, name?: string): Response {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
  });
  if (name) headers.set("Content-Disposition", `inline; filename="${name}"`);
  if (file.size !== null) headers.set("Content-Length", String(file.size));
  return new Response(file.body as BodyInit, { status: 200, headers });
}
