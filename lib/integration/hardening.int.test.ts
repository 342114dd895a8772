// Security fixes from the hardening review, checked against the running app: login throttling that concurrency and
// a spoofed X-Forwarded-For cannot get around, body limits, security headers, cross-site writes, anonymous write
// limits, signed visitor ids, race-free reaction counters, NUL bytes, and bearer tokens only for API clients.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { BASE_URL, Client, testAddress } from "@/testing/http";
import { createAccount, file, signedIn, unique } from "@/testing/fixtures";

afterAll(() => db.$disconnect());

const newSong = () =>
  db.song.create({
    data: { slug: unique("hardening-song"), title: "Hardening", artist: "Test", audioUrl: "/files/audio/test.wav" },
  });

const wrongLogin = (client: Client, email: string) =>
  client.post("/mnb/api/signIn", { email, password: "wrong-password-1" });

describe("login throttling", () => {
  it("lets at most the account's limit of 50 concurrent wrong passwords be checked; the rest get 429", async () => {
    const { email } = await createAccount("USER");
    const replies = await Promise.all(Array.from({ length: 50 }, () => wrongLogin(new Client(), email)));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(45);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const limited = replies.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.code).toBe("rate_limited");
  });

  it("keeps counting an address's failures after it signs in to its own account", async () => {
    const address = testAddress();
    const own = await createAccount("USER");
    // 29 failures against other accounts from one address, then a good login of the attacker's own account…
    for (let i = 0; i < 29; i++)
      expect((await wrongLogin(new Client(undefined, address), `${unique("x")}@example.com`)).status).toBe(401);
    expect(
      (await new Client(undefined, address).post("/mnb/api/signIn", { email: own.email, password: own.password }))
        .status,
    ).toBe(200);
    // …does not wipe the slate: the 30th failure is the last one allowed, the 31st is refused.
    expect((await wrongLogin(new Client(undefined, address), `${unique("x")}@example.com`)).status).toBe(401);
    expect((await wrongLogin(new Client(undefined, address), `${unique("x")}@example.com`)).status).toBe(429);
  });

  it("takes the address from the trusted hop, so a forged first X-Forwarded-For entry does not reset the count", async () => {
    const address = testAddress();
    for (let i = 0; i < 30; i++) {
      const reply = await new Client().request(
        "POST",
        "/mnb/api/signIn",
        { email: `${unique("y")}@example.com`, password: "wrong-password-1" },
        {
          "x-forwarded-for": `${testAddress()}, ${address}`,
        },
      );
      expect(reply.status).toBe(401);
    }
    const forged = await new Client().request(
      "POST",
      "/mnb/api/signIn",
      { email: `${unique("y")}@example.com`, password: "wrong-password-1" },
      {
        "x-forwarded-for": `10.9.8.7, ${address}`,
      },
    );
    expect(forged.status).toBe(429);
  });
});

describe("bearer tokens", () => {
  it("are not minted for our own login form (it asks for the cookie alone), only for API clients, same-origin ones too", async () => {
    const { email, password } = await createAccount("USER");
    const browser = await new Client().request(
      "POST",
      "/mnb/api/signIn",
      { email, password },
      { "sec-fetch-site": "same-origin", "x-mnb-session": "cookie" },
    );
    expect(browser.status).toBe(200);
    expect(browser.body.token).toBeUndefined();
    const api = await new Client().post("/mnb/api/signIn", { email, password });
    expect(api.body.token).toEqual(expect.any(String));
    // The spec's old client, served in front of us, is same-origin and reads the token from the answer.
    const oldClient = await new Client().request(
      "POST",
      "/mnb/api/signIn",
      { email, password },
      { "sec-fetch-site": "same-origin" },
    );
    expect(oldClient.body.token).toEqual(expect.any(String));
  });

  it("end together with the cookie session of the same login at sign-out", async () => {
    const { email, password } = await createAccount("USER");
    const client = new Client();
    const login = await client.post<{ token: string }>("/mnb/api/signIn", { email, password });
    const bearer = client.withBearer(login.body.token);
    expect((await client.get("/mnb/api/getUserProfile")).status).toBe(200);
    expect((await bearer.post("/mnb/api/signOut")).status).toBe(200);
    expect((await bearer.get("/mnb/api/getUserProfile")).status).toBe(401);
    expect((await client.get("/mnb/api/getUserProfile")).status).toBe(401);
  });
});

describe("request bodies", () => {
  it("refuses JSON over 64 KB with 413 in the error shape", async () => {
    const reply = await new Client().post("/mnb/api/contacts", {
      name: "Big",
      email: "big@example.com",
      message: "x".repeat(70_000),
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: expect.stringContaining("too large"), code: "payload_too_large" });
  });

  it("counts the bytes while streaming when no Content-Length is sent", async () => {
    const chunk = new TextEncoder().encode(`{"name":"Big","email":"big@example.com","message":"${"x".repeat(40_000)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${BASE_URL}/mnb/api/contacts`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": "application/json", "x-forwarded-for": testAddress() },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
  });

  it("caps a multipart form at its text plus one file of each kind it accepts", async () => {
    const admin = await signedIn("ADMIN");
    const before = await db.post.count();
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: "Too big", content: "Body", author: "Admin" })) form.set(k, v);
    form.set("image", file(new Uint8Array(6 * 1024 * 1024), "huge.png", "image/png"));
    const reply = await admin.client.post("/mnb/api/addPost", form);
    expect(reply.status).toBe(413);
    expect(reply.body.code).toBe("payload_too_large");
    expect(await db.post.count()).toBe(before);
  });

  it("only reads JSON sent as application/json (a cross-site form's text/plain is refused)", async () => {
    const { email, password } = await createAccount("USER");
    const reply = await new Client().request("POST", "/mnb/api/signIn", JSON.stringify({ email, password }), {
      "content-type": "text/plain",
    });
    expect(reply.status).toBe(415);
    expect(reply.body.code).toBe("unsupported_media_type");
    expect(reply.headers.getSetCookie().join()).not.toMatch(/session-token/);
  });

  it("refuses NUL characters in text, queries and paths with a 4xx instead of a database error", async () => {
    const before = await db.review.count();
    const body = await new Client().post("/mnb/api/contacts", {
      name: "Nul\u0000",
      email: "nul@example.com",
      message: "Hi",
    });
    expect(body.status).toBe(422);
    expect(body.body.code).toBe("unprocessable_entity");
    expect(await db.review.count()).toBe(before);
    expect((await new Client().get("/mnb/api/contacts?page=%00")).status).toBe(422);
    expect((await new Client().get("/mnb/api/getPost/a%00b")).status).toBe(404);
  });
});

describe("response headers", () => {
  it("sends the security headers on pages and API answers", async () => {
    for (const path of ["/home", "/mnb/api/getAllPosts"]) {
      const response = await fetch(`${BASE_URL}${path}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("https://*.public.blob.vercel-storage.com");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    }
  });

  it("sends the build's scripts and stylesheets with nosniff and without the document headers", async () => {
    const html = await (await fetch(`${BASE_URL}/home`)).text();
    const assets = [...html.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g)].map((m) => m[0]);
    expect(assets.some((a) => a.endsWith(".js")) && assets.some((a) => a.endsWith(".css"))).toBe(true);
    for (const asset of new Set(assets)) {
      const response = await fetch(`${BASE_URL}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get("x-content-type-options"), asset).toBe("nosniff");
      for (const name of [
        "content-security-policy",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "strict-transport-security",
        "cross-origin-opener-policy",
      ]) {
        expect(response.headers.get(name), `${asset} ${name}`).toBeNull();
      }
    }
  });

  it("isolates every page but the open ones from cross-origin windows", async () => {
    const coop = async (path: string) =>
      (await fetch(`${BASE_URL}${path}`, { redirect: "manual" })).headers.get("cross-origin-opener-policy");
    // Landing pages, the same for everyone: no browsing context group switch on the way in (docs/performance.md).
    // (The header goes with the path, whatever the page answers: a post or link that does not exist shows the same.)
    for (const path of [
      "/home",
      "/blog",
      "/blog?page=2",
      "/post/some-post",
      "/songs",
      "/service",
      "/style-spotlight",
      "/smartlink/some-link",
      "/terms",
    ]) {
      await expect(coop(path), path).resolves.toBeNull();
    }
    // Pages of a person, a payment or a token, the admin area, and paths that only start like an open page.
    for (const path of [
      "/login",
      "/signup",
      "/profile",
      "/payment",
      "/booking",
      "/music-links/mine",
      "/admin-dashboard",
      "/admin-login",
      "/unsubscribe",
      "/homework",
      "/posts",
    ]) {
      await expect(coop(path), path).resolves.toBe("same-origin");
    }
  });

  it("marks answers that depend on the caller no-store", async () => {
    const { email, password } = await createAccount("USER");
    const client = new Client();
    await client.post("/mnb/api/signIn", { email, password });
    expect((await client.get("/mnb/api/getUserProfile")).headers.get("cache-control")).toBe("no-store");
    expect((await new Client().get("/mnb/api/getUserProfile")).headers.get("cache-control")).toBe("no-store");
    expect((await client.get("/profile")).headers.get("cache-control")).toContain("no-store");
    expect((await client.post("/mnb/api/signOut")).headers.get("cache-control")).toBe("no-store");
  });
});

describe("cross-site writes", () => {
  it("refuses cookie-authenticated writes from another site and changes nothing", async () => {
    const { email, password, user } = await createAccount("USER");
    const client = new Client();
    await client.post("/mnb/api/signIn", { email, password });
    const edit = { firstName: "Hijacked", lastName: "Person", email, age: 30 };
    const forged: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of forged) {
      const reply = await client.request("PUT", `/mnb/api/updateUserProfile/${user.id}`, edit, headers);
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe("Cross-site requests are not allowed.");
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Test");
    const own = await client.request(
      "PUT",
      `/mnb/api/updateUserProfile/${user.id}`,
      { ...edit, firstName: "Own" },
      { origin: new URL(process.env.SITE_URL ?? BASE_URL).origin },
    );
    expect(own.status).toBe(200);
  });

  it("refuses a cross-site anonymous write such as a reaction", async () => {
    const review = await db.review.create({ data: { name: "R", email: "r@example.com", message: "Nice" } });
    const reply = await new Client().request(
      "PATCH",
      `/mnb/api/contacts/${review.id}/reaction`,
      { type: "like" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(reply.status).toBe(403);
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).likes).toBe(0);
  });
});

describe("anonymous writes", () => {
  it("limit sign-ups per address", async () => {
    const address = testAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const name = unique("s").replace("-", "_");
      const reply = await new Client(undefined, address).post("/mnb/api/signUp", {
        username: name,
        firstName: "Sign",
        lastName: "Up",
        email: `${name}@example.com`,
        password: "long-enough-password-1",
        confirmPassword: "long-enough-password-1",
        age: 25,
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("limit comments per address", async () => {
    const song = await newSong();
    const client = new Client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await client.post(`/mnb/api/addComment/${song.slug}`, { text: `Comment ${i}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("give a forged visitor id a fresh signed one instead of trusting it", async () => {
    const song = await newSong();
    const forged = "3f2b8c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c";
    const reply = await new Client().request("PATCH", `/mnb/api/likeSong/${song.slug}`, undefined, {
      cookie: `mnb_vid=${forged}`,
    });
    expect(reply.status).toBe(200);
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith("mnb_vid="))!;
    expect(cookie).toMatch(/^mnb_vid=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/);
    expect(cookie).not.toContain(`mnb_vid=${forged};`);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});

describe("reactions", () => {
  it("keep the counters equal to the reaction rows under concurrent flips", async () => {
    const review = await db.review.create({ data: { name: "Race", email: "race@example.com", message: "Flip me" } });
    const visitors = Array.from({ length: 5 }, () => new Client());
    // Each visitor gets its signed id first, then flips like/dislike 8 times at once (40 concurrent requests).
    for (const v of visitors) await v.patch(`/mnb/api/contacts/${review.id}/reaction`, { type: "like" });
    await Promise.all(
      visitors.flatMap((v) =>
        Array.from({ length: 8 }, (_, i) =>
          v.patch(`/mnb/api/contacts/${review.id}/reaction`, { type: i % 2 ? "like" : "dislike" }),
        ),
      ),
    );
    const row = await db.review.findUniqueOrThrow({ where: { id: review.id } });
    const likes = await db.reaction.count({ where: { target: "REVIEW", targetId: review.id, type: "LIKE" } });
    const dislikes = await db.reaction.count({ where: { target: "REVIEW", targetId: review.id, type: "DISLIKE" } });
    expect(likes + dislikes).toBe(5);
    expect({ likes: row.likes, dislikes: row.dislikes }).toEqual({ likes, dislikes });
  });

  it("are removed with their target, also when the target goes by cascade", async () => {
    const review = await db.review.create({ data: { name: "Gone", email: "gone@example.com", message: "Bye" } });
    await new Client().patch(`/mnb/api/contacts/${review.id}/reaction`, { type: "like" });
    const spotlight = await db.spotlight.create({
      data: {
        name: unique("Look"),
        description: "d",
        imageUrl: "/brand/logo.png",
        category: "MALE",
        comments: {
          create: [
            {
              name: "A",
              email: "a@example.com",
              content: "c",
              rating: 5,
              replies: { create: [{ name: "B", email: "b@example.com", content: "r" }] },
            },
          ],
        },
      },
      include: { comments: { include: { replies: true } } },
    });
    const comment = spotlight.comments[0];
    await db.reaction.createMany({
      data: [
        { target: "SPOTLIGHT_COMMENT", targetId: comment.id, visitorId: "v1", type: "LIKE" },
        { target: "SPOTLIGHT_REPLY", targetId: comment.replies[0].id, visitorId: "v1", type: "LIKE" },
      ],
    });
    expect(
      await db.reaction.count({ where: { targetId: { in: [review.id, comment.id, comment.replies[0].id] } } }),
    ).toBe(3);
    await db.review.delete({ where: { id: review.id } });
    await db.spotlight.delete({ where: { id: spotlight.id } });
    expect(
      await db.reaction.count({ where: { targetId: { in: [review.id, comment.id, comment.replies[0].id] } } }),
    ).toBe(0);
  });
});
