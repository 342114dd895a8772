// A second `next start` on the test build with Vercel Blob on (BLOB_READ_WRITE_TOKEN set), offline: it and this test
// process (the "browser") talk to a local Blob stand-in (testing/blob-stand-in.ts). Used by the integration tests of
// browser → Blob uploads (song-blob-upload, direct-uploads).
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { startBlobStandIn, type BlobStandIn } from "@/testing/blob-stand-in";
import { createAccount } from "@/testing/fixtures";
import { testAddress } from "@/testing/http";
import { freePort } from "@/testing/net";
import { startServer, stopServer } from "@/testing/run";

export const BLOB_TOKEN = `vercel_blob_rw_mnbteststore_${"s".repeat(32)}`;
export const PUBLIC_STORE = "https://mnbteststore.public.blob.vercel-storage.com";
export const PRIVATE_STORE = "https://mnbteststore.private.blob.vercel-storage.com";

export type BlobServer = {
  base: string;
  standIn: BlobStandIn;
  /** One visitor's address for every call (the server trusts one proxy hop). */
  visitor: string;
  call<T = Record<string, unknown>>(
    method: string,
    route: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  signIn(role: "ADMIN" | "USER"): Promise<string>;
  stop(): Promise<void>;
};

export async function startBlobServer(): Promise<BlobServer> {
  const standIn = await startBlobStandIn(BLOB_TOKEN);
  // The SDK in this process (the "browser" side) and in the server both talk to the stand-in.
  process.env.VERCEL_BLOB_API_URL = standIn.url;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = await startServer(
      port,
      {
        ...process.env,
        NODE_ENV: "production",
        BLOB_READ_WRITE_TOKEN: BLOB_TOKEN,
        VERCEL_BLOB_API_URL: standIn.url,
        BLOB_STAND_IN_URL: standIn.url,
        NODE_OPTIONS:
          `${process.env.NODE_OPTIONS ?? ""} --require ${path.resolve("testing/blob-fetch-preload.cjs")}`.trim(),
      },
      { quiet: true },
    );
  } catch (error) {
    await standIn.close();
    throw error;
  }
  const visitor = testAddress();

  async function call<T>(
    method: string,
    route: string,
    body?: unknown,
    token = "",
    extra: Record<string, string> = {},
  ) {
    const headers: Record<string, string> = { "x-forwarded-for": visitor, ...extra };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined && !(body instanceof FormData) && typeof body !== "string")
      headers["content-type"] = "application/json";
    const response = await fetch(`${base}${route}`, {
      method,
      headers,
      body:
        body instanceof FormData || typeof body === "string"
          ? body
          : body === undefined
            ? undefined
            : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function signIn(role: "ADMIN" | "USER") {
    const account = await createAccount(role);
    return (
      await call<{ token: string }>("POST", "/mnb/api/signIn", { email: account.email, password: account.password })
    ).body.token;
  }

  return {
    base,
    standIn,
    visitor,
    call,
    signIn,
    async stop() {
      stopServer(server);
      await standIn.close();
      delete process.env.VERCEL_BLOB_API_URL;
    },
  };
}
