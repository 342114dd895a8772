// Two `next start` servers on the test build, sharing one database and CACHE_STORE=postgres (as behind one proxy): a
// post created through server A shows on server B's cached /blog and /mnb/api/getAllPosts on B's very next request.
// Without the shared store B would keep serving its own cached copy (Next's default cache is per process).
import type { ChildProcess } from "node:child_process";
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createAccount, unique } from "@/testing/fixtures";
import { BASE_URL } from "@/testing/http";
import { startServer, stopServer } from "@/testing/run";

// The suite's own server listens on BASE_URL (port 3101 + 10 × slot); these two take ports 3105/3106 + 10 × slot.
const basePort = Number(new URL(BASE_URL).port);
const A = `http://127.0.0.1:${basePort + 4}`;
const B = `http://127.0.0.1:${basePort + 5}`;
const servers: ChildProcess[] = [];
/** One visitor address per test run (the servers trust one proxy hop), away from the rate limits of other tests. */
const visitor = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { headers: { "x-forwarded-for": visitor } });
  return { status: response.status, cache: response.headers.get("x-nextjs-cache"), text: await response.text() };
}

beforeAll(async () => {
  const env = { ...process.env, NODE_ENV: "production" as const, CACHE_STORE: "postgres" };
  const started = await Promise.allSettled(
    [A, B].map((url) => startServer(Number(new URL(url).port), env, { quiet: true })),
  );
  for (const s of started) if (s.status === "fulfilled") servers.push(s.value);
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw (failed as PromiseRejectedResult).reason;
}, 120_000);

afterAll(async () => {
  for (const server of servers) stopServer(server);
  await db.$disconnect();
});

describe("two servers sharing CACHE_STORE=postgres", () => {
  it("shows a post created on one server on the other's cached /blog and post list at once", async () => {
    // B renders /blog and the list once, then serves them from the shared cache.
    for (const path of ["/blog", "/mnb/api/getAllPosts"]) {
      expect((await get(B, path)).status).toBe(200);
      expect((await get(A, path)).status).toBe(200);
    }
    expect((await get(B, "/blog")).cache).toBe("HIT");

    const { email, password } = await createAccount("ADMIN");
    const signIn = await fetch(`${A}/mnb/api/signIn`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": visitor },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };

    const title = unique("Shared cache post");
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title,
      content: "Written on server A.",
      author: "Tester",
      categories: "News",
    }))
      form.set(k, v);
    const created = await fetch(`${A}/mnb/api/addPost`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "x-forwarded-for": visitor },
      body: form,
    });
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: { id: string } };

    const blog = await get(B, "/blog");
    expect(blog.status).toBe(200);
    expect(blog.text).toContain(title);
    const list = await get(B, "/mnb/api/getAllPosts");
    expect(JSON.parse(list.text).map((p: { id: string }) => p.id)).toContain(post.id);
  });
});
