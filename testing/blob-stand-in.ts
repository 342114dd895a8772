// A local stand-in for Vercel Blob, enough for the direct-upload and private-file tests: the API calls the SDK makes
// (put, head, delete; VERCEL_BLOB_API_URL points the SDK here) and the blob hosts (blob-fetch-preload.cjs sends a
// server's fetches of https://<store>.public.blob.vercel-storage.com/… and …private.blob… here). A private blob
// (`access: "private"`) lives on the private host and is served only with the read-write token, as Blob does. Like the real service it checks a client token's
// signature (HMAC-SHA256 keyed with the read-write token) and enforces what the token allows: pathname, content
// types, maximum size, expiry.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type StoredBlob = {
  pathname: string;
  url: string;
  contentType: string;
  bytes: Buffer;
  uploadedAt: Date;
  access: "public" | "private";
};
type ClientTokenPayload = {
  pathname: string;
  allowedContentTypes?: string[];
  maximumSizeInBytes?: number;
  validUntil: number;
  addRandomSuffix?: boolean;
};

export type BlobStandIn = {
  url: string;
  blobs: Map<string, StoredBlob>;
  deleted: string[];
  /** Stores a blob as the server SDK would (read-write token), e.g. one the client token would have refused. */
  seed(pathname: string, bytes: Uint8Array, contentType: string, access?: "public" | "private"): StoredBlob;
  close(): Promise<void>;
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
};
const fail = (res: ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { error: { code, message } });

export async function startBlobStandIn(readWriteToken: string): Promise<BlobStandIn> {
  const storeId = readWriteToken.split("_")[3].toLowerCase();
  const blobs = new Map<string, StoredBlob>();
  const deleted: string[] = [];
  const blobUrl = (pathname: string, access: "public" | "private") =>
    `https://${storeId}.${access}.blob.vercel-storage.com/${pathname}`;

  const store = (pathname: string, bytes: Buffer, contentType: string, access: "public" | "private" = "public") => {
    const blob = { pathname, url: blobUrl(pathname, access), contentType, bytes, uploadedAt: new Date(), access };
    blobs.set(blob.url, blob);
    return blob;
  };

  /** The client token's constraints, or null when its signature is not the read-write token's. */
  function clientToken(token: string): ClientTokenPayload | null {
    const [, , , , encoded = ""] = token.split("_");
    const [signature, payload] = Buffer.from(encoded, "base64").toString().split(".");
    if (!payload || createHmac("sha256", readWriteToken).update(payload).digest("hex") !== signature) return null;
    return JSON.parse(Buffer.from(payload, "base64").toString()) as ClientTokenPayload;
  }

  async function put(req: IncomingMessage, res: ServerResponse, query: URLSearchParams, bearer: string) {
    let pathname = query.get("pathname") ?? "";
    const contentType = String(req.headers["x-content-type"] ?? "application/octet-stream");
    const bytes = await readBody(req);
    if (bearer !== readWriteToken) {
      const allowed = clientToken(bearer);
      if (!allowed)
        return fail(res, 403, "forbidden", "Access denied, please provide a valid token for this resource.");
      if (allowed.validUntil < Date.now()) return fail(res, 400, "bad_request", "Token expired");
      if (allowed.pathname !== pathname)
        return fail(res, 400, "bad_request", `The "pathname" does not match the token payload.`);
      if (allowed.allowedContentTypes && !allowed.allowedContentTypes.includes(contentType)) {
        return fail(res, 400, "bad_request", `contentType ${contentType} is not allowed`);
      }
      if (allowed.maximumSizeInBytes !== undefined && bytes.length > allowed.maximumSizeInBytes) {
        return fail(res, 400, "bad_request", `the file length cannot be greater than ${allowed.maximumSizeInBytes}`);
      }
      if (allowed.addRandomSuffix)
        pathname = pathname.replace(/(\.[^./]+)?$/, (ext) => `-${randomBytes(6).toString("hex")}${ext}`);
    }
    const blob = store(
      pathname,
      bytes,
      contentType,
      req.headers["x-vercel-blob-access"] === "private" ? "private" : "public",
    );
    json(res, 200, {
      url: blob.url,
      downloadUrl: `${blob.url}?download=1`,
      pathname,
      contentType,
      contentDisposition: "inline",
    });
  }

  function head(res: ServerResponse, url: string) {
    const blob = blobs.get(url);
    if (!blob) return fail(res, 404, "not_found", "The requested blob does not exist");
    json(res, 200, {
      url: blob.url,
      downloadUrl: `${blob.url}?download=1`,
      pathname: blob.pathname,
      size: blob.bytes.length,
      contentType: blob.contentType,
      contentDisposition: "inline",
      cacheControl: "public, max-age=31536000",
      uploadedAt: blob.uploadedAt.toISOString(),
      etag: `"${blob.bytes.length}"`,
    });
  }

  /** list(): the blobs whose pathname starts with `prefix`, oldest first (one page is all the tests need). */
  function listBlobs(res: ServerResponse, query: URLSearchParams) {
    const prefix = query.get("prefix") ?? "";
    const limit = Number(query.get("limit") ?? 1000);
    const found = [...blobs.values()].filter((b) => b.pathname.startsWith(prefix)).slice(0, limit);
    json(res, 200, {
      blobs: found.map((b) => ({
        url: b.url,
        downloadUrl: `${b.url}?download=1`,
        pathname: b.pathname,
        size: b.bytes.length,
        uploadedAt: b.uploadedAt.toISOString(),
        etag: `"${b.bytes.length}"`,
      })),
      hasMore: false,
    });
  }

  /** The blob hosts: GET /__blob/<host>/<pathname>, with byte ranges; a private blob only for the read-write token. */
  function serve(req: IncomingMessage, res: ServerResponse, path: string, bearer: string) {
    const blob = blobs.get(`https://${path.slice("/__blob/".length)}`);
    if (!blob) return res.writeHead(404).end("Not found");
    if (blob.access === "private" && bearer !== readWriteToken) return res.writeHead(403).end("Forbidden");
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ""));
    if (!range)
      return res
        .writeHead(200, { "content-type": blob.contentType, "content-length": blob.bytes.length })
        .end(blob.bytes);
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : blob.bytes.length - 1, blob.bytes.length - 1);
    res
      .writeHead(206, {
        "content-type": blob.contentType,
        "content-range": `bytes ${start}-${end}/${blob.bytes.length}`,
      })
      .end(blob.bytes.subarray(start, end + 1));
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (req.method === "GET" && url.pathname.startsWith("/__blob/")) return serve(req, res, url.pathname, bearer);
    if (bearer !== readWriteToken && !(req.method === "PUT" && bearer.startsWith("vercel_blob_client_"))) {
      return fail(res, 403, "forbidden", "Access denied, please provide a valid token for this resource.");
    }
    if (req.method === "PUT" && url.pathname === "/") return void put(req, res, url.searchParams, bearer);
    if (req.method === "GET" && url.pathname === "/" && url.searchParams.has("url"))
      return head(res, url.searchParams.get("url")!);
    if (req.method === "GET" && url.pathname === "/") return listBlobs(res, url.searchParams);
    if (req.method === "POST" && url.pathname === "/delete") {
      return void readBody(req).then((body) => {
        for (const u of (JSON.parse(body.toString()) as { urls: string[] }).urls) if (blobs.delete(u)) deleted.push(u);
        json(res, 200, {});
      });
    }
    fail(res, 404, "not_found", `The stand-in does not do ${req.method} ${url.pathname}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    blobs,
    deleted,
    seed: (pathname, bytes, contentType, access) => store(pathname, Buffer.from(bytes), contentType, access),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
