// Test data written straight to the integration database (the same one the app under test uses).
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect } from "vitest";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { renderSongWav } from "@/prisma/seed/media";
import { Client } from "./http";

export const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

/** An account as an established member has it (its email verified, so it vouches for its links) unless `verified: false`. */
export async function createAccount(
  role: "USER" | "ADMIN",
  password = "correct-horse-battery",
  { verified = true }: { verified?: boolean } = {},
) {
  const email = `${unique(role.toLowerCase())}@example.com`;
  const user = await db.user.create({
    data: {
      email,
      role,
      emailVerifiedAt: verified ? new Date() : null,
      passwordHash: await hashPassword(password),
      firstName: "Test",
      lastName: "Person",
      username: unique("u"),
    },
  });
  return { user, email, password };
}

/** A signed-in API client (bearer token) for a fresh account of the given role. */
export async function signedIn(role: "USER" | "ADMIN", options?: { verified?: boolean }) {
  const account = await createAccount(role, undefined, options);
  const reply = await new Client().post<{ token: string }>("/mnb/api/signIn", {
    email: account.email,
    password: account.password,
  });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ...account, token: reply.body.token, client: new Client().withBearer(reply.body.token) };
}

/** A browser-like visitor signed in with `account`: it carries the session cookie, which server pages read. */
export async function signedInBrowser(account: { email: string; password: string }): Promise<Client> {
  const client = new Client();
  const reply = await client.post("/mnb/api/signIn", { email: account.email, password: account.password });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return client;
}

export async function pngBytes(width = 32, height = 32): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#959a4a" } })
      .png()
      .toBuffer(),
  );
}

export function file(bytes: Uint8Array, name: string, type: string): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

export async function postForm(fields: Record<string, string>, image?: File): Promise<FormData> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (image) form.set("image", image);
  return form;
}

/**
 * A picture in our storage, as the post editor's upload leaves one (here: the picture of a post `admin` adds), for a
 * Markdown post's text to name.
 */
export async function storedPostPicture(admin: Client, width: number, height: number): Promise<string> {
  const form = await postForm(
    { title: unique("Picture holder"), content: "x", author: "Editor" },
    file(await pngBytes(width, height), "crowd.png", "image/png"),
  );
  const reply = await admin.post<{ post: { imageUrl: string } }>("/mnb/api/addPost", form);
  expect(reply.status).toBe(201);
  return reply.body.post.imageUrl;
}

/** A real WAV file (the demo seed's three-second groove): what the audio rules accept. */
export const wavBytes = (key = "fixture"): Uint8Array => renderSongWav(key);

/** The createSong / updateSong multipart body: text fields plus the files under their form names. */
export function songForm(
  fields: Record<string, string>,
  files: { audio?: File | string; coverImage?: File | string } = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, v] of Object.entries(files)) if (v !== undefined) form.set(k, v);
  return form;
}

/** How many files the app under test has stored on disk (its UPLOAD_DIR): a refused upload must leave it unchanged. */
export function storedFileCount(dir = process.env.UPLOAD_DIR ?? ".data/test-uploads"): number {
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => path.extname(String(f))).length : 0;
}

/**
 * A call that must be refused with `status` and write nothing: the rows `count` counts and the stored files are the
 * same after it as before. Returns the reply for checks of its message.
 */
export async function refusedWithoutWrites<R extends { status: number }>(
  count: () => Promise<number>,
  call: () => Promise<R>,
  status: number,
): Promise<R> {
  const [rows, files] = [await count(), storedFileCount()];
  const reply = await call();
  expect(reply.status).toBe(status);
  expect(await count()).toBe(rows);
  expect(storedFileCount()).toBe(files);
  return reply;
}

/** Promo campaigns are sent after the server's response: wait (bounded) until the campaign has no unsent batch. */
export async function campaignFinished(campaignId: string) {
  for (let i = 0; i < 100; i++) {
    const campaign = await db.promoCampaign.findUniqueOrThrow({ where: { id: campaignId } });
    if (campaign.finishedAt) return campaign;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`campaign ${campaignId} did not finish`);
}
