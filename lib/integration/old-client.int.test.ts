// The spec's old React client, spoken exactly as it speaks: served in front of us (so its calls are same-origin, with
// our cookies), it keeps the login's `token` in localStorage and sends `Authorization: Bearer ${token}` on every call,
// `Bearer undefined` before it has one; it reads list answers as arrays and write answers as the record.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashToken } from "@/lib/auth/sessions";
import { Client, type Reply } from "@/testing/http";
import { createAccount, file, pngBytes, postForm, signedIn, songForm, unique, wavBytes } from "@/testing/fixtures";

afterAll(() => db.$disconnect());

const SAME_ORIGIN = { origin: process.env.SITE_URL ?? "", "sec-fetch-site": "same-origin" };
const SITE = process.env.SITE_URL ?? "";

/** The answer fields that hold a picture's or a file's address (lib/api/old-client.ts withAbsoluteFiles). */
const FILE_FIELDS = ["imageUrl", "image", "coverImageUrl", "coverImage", "audioUrl", "photo", "fileUrl"];
/** A stored address as the old client must get it: absolute on SITE_URL (an absolute one unchanged). */
const absolute = (value: unknown) =>
  typeof value === "string" && value ? new URL(value, `${SITE}/`).toString() : value;

/** The old client in a browser: our cookie jar, its own Authorization header (a token, or the text "undefined"). */
function oldClient(browser = new Client()) {
  let token: string | undefined;
  const call = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
    browser.request<T>(method, `/mnb/api${path}`, body, { ...SAME_ORIGIN, authorization: `Bearer ${token}` });
  return {
    call,
    browser,
    async login(path: "/admins-login" | "/signIn", email: string, password: string) {
      const reply = await call<{ token?: string; role: string; message: string }>("POST", path, { email, password });
      token = reply.body.token;
      return reply;
    },
    get token() {
      return token;
    },
  };
}

const payload = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as Record<string, unknown>;

describe("logging in as the old client does", () => {
  it("gives the old dashboard a signed token whose payload says isAdmin, the role and the expiry, and nothing secret", async () => {
    const { email, password, user } = await createAccount("ADMIN");
    const old = oldClient();
    const reply = await old.login("/admins-login", email, password);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ role: "admin", message: "Login successful", token: expect.any(String) });
    const token = old.token!;
    expect(token.split(".")).toHaveLength(3);
    const claims = payload(token);
    expect(claims).toMatchObject({ isAdmin: true, role: "ADMIN", sub: user.id });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(24 * 60 * 60);
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
    expect(JSON.stringify(claims)).not.toMatch(/password|hash|argon|@/i);
    // The token is accepted only while its session row lives.
    expect(await db.authSession.count({ where: { tokenHash: hashToken(token), kind: "BEARER" } })).toBe(1);

    const bearerOnly = new Client().withBearer(token);
    expect((await bearerOnly.get("/mnb/api/workers")).status).toBe(200);
    expect((await bearerOnly.post("/mnb/api/signOut")).status).toBe(200);
    expect((await bearerOnly.get("/mnb/api/workers")).status).toBe(401);
  });

  it("gives a user's token isAdmin false, and it opens no admin call", async () => {
    const { email, password } = await createAccount("USER");
    const old = oldClient();
    await old.login("/signIn", email, password);
    expect(payload(old.token!)).toMatchObject({ isAdmin: false, role: "USER" });
    expect((await new Client().withBearer(old.token!).get("/mnb/api/workers")).status).toBe(403);
  });

  it("refuses a token whose payload was changed to claim isAdmin", async () => {
    const { email, password } = await createAccount("USER");
    const old = oldClient();
    await old.login("/signIn", email, password);
    const [header, body, signature] = old.token!.split(".");
    const claims = { ...JSON.parse(Buffer.from(body, "base64url").toString("utf8")), isAdmin: true, role: "ADMIN" };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
    expect((await new Client().withBearer(forged).get("/mnb/api/workers")).status).toBe(401);
  });

  it("does not mint a token for our own login form, which lives on the httpOnly cookie alone", async () => {
    const { email, password } = await createAccount("USER");
    const reply = await new Client().request(
      "POST",
      "/mnb/api/signIn",
      { email, password },
      { ...SAME_ORIGIN, "x-mnb-session": "cookie" },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.token).toBeUndefined();
  });
});

describe("'Bearer undefined' beside a session cookie", () => {
  it("does not hide the cookie: profile read, update and admin writes go through as the signed-in account", async () => {
    const { email, password } = await createAccount("ADMIN");
    const browser = new Client();
    // Signed in through our own pages (cookie only), then the old client's code calls with its empty token.
    await browser.request(
      "POST",
      "/mnb/api/signIn",
      { email, password },
      { ...SAME_ORIGIN, "x-mnb-session": "cookie" },
    );
    for (const value of ["Bearer undefined", "Bearer null", "Bearer ", "Bearer"]) {
      const profile = await browser.request<{ email: string }>("GET", "/mnb/api/getUserProfile", undefined, {
        ...SAME_ORIGIN,
        authorization: value,
      });
      expect(profile.status, value).toBe(200);
      expect(profile.body.email, value).toBe(email);
      const workers = await browser.request("GET", "/mnb/api/workers", undefined, {
        ...SAME_ORIGIN,
        authorization: value,
      });
      expect(workers.status, value).toBe(200);
    }
    const form = await postForm({ name: unique("Musa Bello"), role: "Driver" });
    form.set("photo", file(await pngBytes(), "photo.png", "image/png"));
    const created = await browser.request("POST", "/mnb/api/worker", form, {
      ...SAME_ORIGIN,
      authorization: "Bearer undefined",
    });
    expect(created.status).toBe(201);
  });

  it("still refuses a call from another site that carries one (the cookie would decide, so the write must be ours)", async () => {
    const { email, password } = await createAccount("ADMIN");
    const browser = new Client();
    await browser.request(
      "POST",
      "/mnb/api/signIn",
      { email, password },
      { ...SAME_ORIGIN, "x-mnb-session": "cookie" },
    );
    const form = await postForm({ name: unique("Musa Bello"), role: "Driver" });
    const reply = await browser.request("POST", "/mnb/api/worker", form, {
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
      authorization: "Bearer undefined",
    });
    expect(reply.status).toBe(403);
  });

  it("is no credential without a cookie: 401", async () => {
    expect(
      (await new Client().request("GET", "/mnb/api/getUserProfile", undefined, { authorization: "Bearer undefined" }))
        .status,
    ).toBe(401);
  });
});

describe("the old dashboard's lists and write answers", () => {
  it("lists subscribers and partnership requests as arrays when it asks without ?page", async () => {
    const admin = await signedIn("ADMIN");
    for (const path of ["/mnb/api/subscribers", "/mnb/api/partnerships"]) {
      const reply = await admin.client.get<unknown>(path);
      expect(reply.status, path).toBe(200);
      expect(Array.isArray(reply.body), path).toBe(true);
    }
  });

  it("answers a create or update with the record's own fields at the top level, message beside them", async () => {
    const admin = await signedIn("ADMIN");
    const expectRecord = (reply: Reply, key: string) => {
      const record = reply.body[key] as Record<string, unknown>;
      expect(record, key).toBeTruthy();
      for (const [field, value] of Object.entries(record))
        expect(reply.body[field], `${key}.${field}`).toEqual(FILE_FIELDS.includes(field) ? absolute(value) : value);
      expect(typeof reply.body.message).toBe("string");
    };
    const workerForm = await postForm({ name: unique("Musa Bello"), role: "Driver" });
    workerForm.set("photo", file(await pngBytes(), "photo.png", "image/png"));
    const worker = await admin.client.post("/mnb/api/worker", workerForm);
    expectRecord(worker, "worker");
    const updated = await admin.client.put(
      `/mnb/api/updateWorker/${worker.body.id}`,
      await postForm({ name: unique("Musa Bello"), role: "Guard" }),
    );
    expectRecord(updated, "worker");
    expect(updated.body.role).toBe("Guard");

    const newAdmin = await admin.client.post(
      "/mnb/api/admins",
      await postForm({
        name: unique("Amaka Obi"),
        email: `${unique("old-admin")}@example.com`,
        password: "correct-horse-battery",
      }),
    );
    expectRecord(newAdmin, "admin");
    expect(JSON.stringify(newAdmin.body)).not.toMatch(/password|hash/i);

    const advertForm = await postForm(
      { title: unique("Acme"), description: "Sound systems.", link: "https://acme.example/" },
      file(await pngBytes(), "a.png", "image/png"),
    );
    expectRecord(await admin.client.post("/mnb/api/adverts", advertForm), "advert");

    const post = await admin.client.post(
      "/mnb/api/addPost",
      await postForm({ title: unique("Old client post"), content: "Body.", author: "Tester", categories: "News" }),
    );
    expectRecord(post, "post");
  });
});

describe("the old client's field names and lenient forms", () => {
  it("gives posts and admins their picture as `image` too, in lists, reads and write answers", async () => {
    const admin = await signedIn("ADMIN");
    const created = await admin.client.post(
      "/mnb/api/addPost",
      await postForm(
        { title: unique("Image alias"), content: "Body.", author: "Tester", categories: "News" },
        file(await pngBytes(), "p.png", "image/png"),
      ),
    );
    expect(created.status).toBe(201);
    expect(created.body.image).toEqual(expect.stringMatching(/\S/));
    expect(created.body.image).toBe(created.body.imageUrl);
    const slug = created.body.slug as string;
    const read = await new Client().get(`/mnb/api/getPost/${slug}`);
    expect(read.body.image).toBe(created.body.imageUrl);
    const list = await new Client().get<{ id: string; image: string | null; imageUrl: string | null }[]>(
      "/mnb/api/getAllPosts",
    );
    const listed = list.body.find((p) => p.id === created.body.id)!;
    expect(listed.image).toBe(listed.imageUrl);
    const paged = await new Client().get<{ posts: { image?: unknown; imageUrl: unknown }[] }>(
      "/mnb/api/getAllPosts?page=1",
    );
    for (const p of paged.body.posts) expect(p.image).toBe(p.imageUrl);

    const admins = await admin.client.get<{ image: unknown; imageUrl: unknown }[]>("/mnb/api/admins");
    expect(admins.body.length).toBeGreaterThan(0);
    for (const a of admins.body) expect(a).toHaveProperty("image", a.imageUrl);
  });

  it("reads and writes a song's album as `album`, and lists each song's comments as the old list counts them", async () => {
    const admin = await signedIn("ADMIN");
    const form = songForm(
      { title: unique("Album alias"), artist: "Tems", album: "Old Name", genre: "Afrobeats" },
      { audio: file(wavBytes(unique("a")), "t.wav", "audio/wav") },
    );
    const created = await admin.client.post("/mnb/api/createSong", form);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ albumName: "Old Name", album: "Old Name" });
    const slug = created.body.slug as string;
    // The old edit form sends the album it read back under its own name: the album is kept, not wiped.
    const edited = await admin.client.put(
      `/mnb/api/updateSong/${slug}`,
      songForm({ title: "Renamed", artist: "Tems", album: "New Name" }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ albumName: "New Name", album: "New Name" });
    expect((await db.song.findUniqueOrThrow({ where: { slug } })).albumName).toBe("New Name");
    expect((await new Client().get(`/mnb/api/songs/${slug}`)).body.album).toBe("New Name");

    for (const text of ["First!", "Second"]) {
      expect((await new Client().post(`/mnb/api/addComment/${slug}`, { username: "Ada", text })).status).toBe(201);
    }
    type Listed = {
      slug: string;
      album: string | null;
      commentsCount: number;
      comments: { text: string; username: string | null }[];
    };
    const all = await new Client().get<{ songs: Listed[] }>("/mnb/api/getAllSongs");
    const song = all.body.songs.find((s) => s.slug === slug)!;
    expect(song.album).toBe("New Name");
    expect(song.comments.map((c) => c.text)).toEqual(["First!", "Second"]);
    expect(song.comments.length).toBe(song.commentsCount);
    const page = await new Client().get<{ songs: Listed[] }>("/mnb/api/getAllSongs?page=1&limit=50");
    const onPage = page.body.songs.find((s) => s.slug === slug)!;
    expect(onPage.comments).toHaveLength(2);
    for (const s of page.body.songs) expect(Array.isArray(s.comments)).toBe(true);
  });

  it('edits an advert as the old form sends it: empty links as the text "null", its own fields echoed back', async () => {
    const admin = await signedIn("ADMIN");
    const create = await postForm(
      {
        title: unique("Acme"),
        description: "Sound systems.",
        link: "https://acme.example/",
        facebook: "null",
        twitter: "undefined",
        instagram: "",
        linkedin: "https://linkedin.com/acme",
      },
      file(await pngBytes(), "a.png", "image/png"),
    );
    const created = await admin.client.post("/mnb/api/adverts", create);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      facebook: null,
      twitter: null,
      instagram: null,
      linkedin: "https://linkedin.com/acme",
    });
    const id = created.body.id as string;
    const echoed = await postForm({
      _id: id,
      id,
      imageUrl: String(created.body.imageUrl),
      image: String(created.body.imageUrl),
      title: "Acme Audio",
      description: "Sound systems.",
      link: "https://acme.example/",
      facebook: "null",
      twitter: "null",
      instagram: "null",
      linkedin: "null",
    });
    const updated = await admin.client.put(`/mnb/api/updateAdvert/${id}`, echoed);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, title: "Acme Audio", imageUrl: created.body.imageUrl, linkedin: null });
    // Still refused: a link that is really there and not http(s).
    const bad = await admin.client.put(
      `/mnb/api/updateAdvert/${id}`,
      await postForm({
        title: "Acme",
        description: "x",
        link: "https://acme.example/",
        facebook: "javascript:alert(1)",
      }),
    );
    expect(bad.status).toBe(422);
  });

  it("takes a spotlight comment with rating 0 (the old form's \"no stars\") and leaves it out of the look's rating", async () => {
    const spotlight = await db.spotlight.create({
      data: {
        name: unique("Unrated look"),
        description: "A look",
        imageUrl: "/brand/default-avatar.svg",
        category: "FEMALE",
      },
    });
    const anon = new Client();
    const rated = await anon.post("/mnb/api/style-spotlight/comment", {
      name: "Ada",
      email: "ada@example.com",
      content: "Lovely",
      rating: 4,
      spotlightId: spotlight.id,
    });
    const unrated = await anon.post("/mnb/api/style-spotlight/comment", {
      name: "Ngozi",
      email: "ngozi@example.com",
      content: "Nice",
      rating: 0,
      spotlightId: spotlight.id,
    });
    expect(rated.status).toBe(201);
    expect(unrated.status).toBe(201);
    expect(unrated.body.rating).toBeNull();
    expect(
      (await db.spotlightComment.findUniqueOrThrow({ where: { id: unrated.body.id as string } })).rating,
    ).toBeNull();
    const looks = await anon.get<{ id: string; rating: number; ratingsCount: number }[]>(
      "/mnb/api/getAllSpotlights?category=female",
    );
    expect(looks.body.find((l) => l.id === spotlight.id)).toMatchObject({ rating: 4, ratingsCount: 1 });
  });

  it("books with the old form's fileUrl when it is the address our own upload answered, and only then", async () => {
    const title = unique("Old Mix");
    await db.serviceOffer.create({
      data: {
        title,
        slug: title.toLowerCase(),
        description: "Mixing",
        originalPriceKobo: 2_000_000,
        promoPriceKobo: 1_500_000,
        sortOrder: 98,
      },
    });
    const visitor = new Client();
    const form = new FormData();
    form.set("file", file(await pngBytes(), "demo.png", "image/png"));
    const uploaded = await visitor.post<{ secure_url: string; file: { id: string; url: string } }>(
      "/mnb/api/bookings/files",
      form,
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.secure_url).toBe(new URL(uploaded.body.file.url, `${process.env.SITE_URL}/`).toString());
    const when = `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T14:30`;
    const details = {
      name: "Ada Obi",
      email: `${unique("old-booker")}@example.com`,
      service: title,
      message: "Master my EP",
      dateTime: when,
    };

    for (const fileUrl of [
      "https://res.cloudinary.com/demo/raw/upload/v1/song.mp3",
      `https://elsewhere.example${uploaded.body.file.url}`,
      "/uploads/song.mp3",
      "",
    ]) {
      const refused = await visitor.post("/mnb/api/bookings", { ...details, fileUrl });
      expect(refused.status, fileUrl).toBe(422);
      expect(refused.body.message, fileUrl).toBe("Please upload a file first.");
    }
    const booked = await visitor.post<{ booking: { id: string } }>("/mnb/api/bookings", {
      ...details,
      fileUrl: uploaded.body.secure_url,
    });
    expect(booked.status).toBe(201);
    expect((await db.booking.findUniqueOrThrow({ where: { id: booked.body.booking.id } })).fileId).toBe(
      uploaded.body.file.id,
    );
    // The same upload cannot be taken twice, by either name.
    expect((await visitor.post("/mnb/api/bookings", { ...details, fileUrl: uploaded.body.file.url })).status).toBe(422);

    // The old dashboard's list gives the file as an absolute link, which its `uploads/` prefixing leaves alone.
    const admin = await signedIn("ADMIN");
    const rows = await admin.client.get<{ id: string; fileUrl: string | null }[]>("/mnb/api/getAllBookings");
    const row = rows.body.find((b) => b.id === booked.body.booking.id)!;
    expect(row.fileUrl).toBe(`${process.env.SITE_URL}/mnb/api/bookings/${row.id}/file`);
    expect((await admin.client.get(new URL(row.fileUrl!).pathname)).status).toBe(200);
  });
});

describe("picture and file addresses", () => {
  /** Every file field of every record in `records`: absolute on this site; returns how many it saw. */
  function expectAbsolute(records: Record<string, unknown>[], label: string): number {
    let seen = 0;
    for (const record of records)
      for (const field of FILE_FIELDS) {
        const value = record[field];
        if (typeof value !== "string" || !value) continue;
        seen++;
        expect(value, `${label} ${field}`).toMatch(/^https?:\/\//);
      }
    return seen;
  }

  it("answers every list and read of the old client with absolute picture and file addresses", async () => {
    const admin = await signedIn("ADMIN");
    const png = async () => file(await pngBytes(), "p.png", "image/png");
    const artist = await admin.client.post<{ imageUrl: string; artist: { id: string; imageUrl: string } }>(
      "/mnb/api/addArtist",
      await postForm({ name: unique("Absolute artist"), genre: "Afrobeats" }, await png()),
    );
    expect(artist.status).toBe(201);
    expect(artist.body.artist.imageUrl).toMatch(/^\/files\/image\/.+/);
    expect(artist.body.imageUrl).toBe(`${SITE}${artist.body.artist.imageUrl}`);
    const post = await admin.client.post<{ slug: string }>(
      "/mnb/api/addPost",
      await postForm(
        { title: unique("Absolute post"), content: "Body.", author: "T", categories: "News" },
        await png(),
      ),
    );
    const song = await admin.client.post<{ slug: string }>(
      "/mnb/api/createSong",
      songForm(
        { title: unique("Absolute song"), artist: "Tems", genre: "Afrobeats" },
        { audio: file(wavBytes(unique("abs")), "t.wav", "audio/wav"), coverImage: await png() },
      ),
    );
    const spotlight = await admin.client.post(
      "/mnb/api/spotlights",
      await postForm({ name: unique("Absolute look"), category: "Female", description: "A look." }, await png()),
    );
    const advert = await admin.client.post(
      "/mnb/api/adverts",
      await postForm({ title: unique("Absolute ad"), description: "Ads.", link: "https://acme.example/" }, await png()),
    );
    const member = await admin.client.post(
      "/mnb/api/teamMember",
      await postForm({ name: unique("Absolute member"), role: "Producer" }, await png()),
    );
    const linkForm = new FormData();
    for (const [k, v] of Object.entries({
      songTitle: unique("Absolute link"),
      artistName: "Tems",
      spotify: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC",
    }))
      linkForm.set(k, v);
    linkForm.set("coverImage", await png());
    const link = await admin.client.post<{ slug: string }>("/mnb/api/smart-link", linkForm);
    for (const reply of [post, song, spotlight, advert, member, link]) expect(reply.status).toBe(201);

    const anon = new Client();
    const reads: [string, (body: unknown) => Record<string, unknown>[]][] = [
      ["/mnb/api/getAllArtist", (b) => b as Record<string, unknown>[]],
      ["/mnb/api/getAllPosts", (b) => b as Record<string, unknown>[]],
      ["/mnb/api/getAllPosts?page=1", (b) => (b as { posts: Record<string, unknown>[] }).posts],
      [`/mnb/api/getPost/${post.body.slug}`, (b) => [b as Record<string, unknown>]],
      ["/mnb/api/getAllSongs", (b) => (b as { songs: Record<string, unknown>[] }).songs],
      ["/mnb/api/getAllSongs?page=1&limit=50", (b) => (b as { songs: Record<string, unknown>[] }).songs],
      [`/mnb/api/songs/${song.body.slug}`, (b) => [b as Record<string, unknown>]],
      ["/mnb/api/getAllSpotlights", (b) => b as Record<string, unknown>[]],
      ["/mnb/api/getAllSpotlights?page=1", (b) => (b as { spotlights: Record<string, unknown>[] }).spotlights],
      ["/mnb/api/getAdverts", (b) => b as Record<string, unknown>[]],
      ["/mnb/api/teamMembers?limit=50", (b) => (b as { members: Record<string, unknown>[] }).members],
      [`/mnb/api/getSmartLink/${link.body.slug}`, (b) => [b as Record<string, unknown>]],
    ];
    for (const [path, records] of reads) {
      const reply = await anon.get<unknown>(path);
      expect(reply.status, path).toBe(200);
      expect(expectAbsolute(records(reply.body), path), path).toBeGreaterThan(0);
    }
    const admins = await admin.client.get<Record<string, unknown>[]>("/mnb/api/admins");
    expectAbsolute(admins.body, "/mnb/api/admins");

    // The case: the new artist's picture, as the old home page loads it, is a file this site serves.
    const listed = (await anon.get<{ id: string; imageUrl: string }[]>("/mnb/api/getAllArtist")).body.find(
      (a) => a.id === artist.body.artist.id,
    )!;
    expect(listed.imageUrl).toBe(`${SITE}${artist.body.artist.imageUrl}`);
    expect((await anon.get(new URL(listed.imageUrl).pathname)).status).toBe(200);
  });
});

/** The old booking form's own media host, stood in by a local server (the test server allows 127.0.0.1 over http). */
async function mediaHost() {
  const png = await pngBytes();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith("/photo.png")) return res.writeHead(200, { "content-type": "image/png" }).end(png);
    if (path === "/hop") return res.writeHead(302, { location: "/photo.png?after-hop" }).end();
    if (path === "/away") return res.writeHead(302, { location: `http://localhost:${port}/photo.png` }).end();
    if (path === "/page.html")
      return res.writeHead(200, { "content-type": "image/png" }).end("<!doctype html><html><body>hi</body></html>");
    if (path === "/huge") {
      res.writeHead(200, { "content-type": "image/png", "content-length": String(25 * 1024 * 1024) });
      return res.write(png);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    hits: (path: string) => hits.get(path) ?? 0,
    png,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

describe("the old booking form's file on its own media host", () => {
  it("fetches a file from an allowed host once, stores it privately and links it to the booking; refuses the rest", async () => {
    const host = await mediaHost();
    try {
      const title = unique("Legacy Mix");
      await db.serviceOffer.create({
        data: {
          title,
          slug: title.toLowerCase(),
          description: "Mixing",
          originalPriceKobo: 2_000_000,
          promoPriceKobo: 1_500_000,
          sortOrder: 97,
        },
      });
      const details = {
        name: "Ada Obi",
        email: `${unique("legacy-booker")}@example.com`,
        service: title,
        message: "Master my EP",
        dateTime: `${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}T14:30`,
      };
      const visitor = new Client();
      const uploadsBefore = await db.upload.count();

      const booked = await visitor.post<{ booking: { id: string } }>("/mnb/api/bookings", {
        ...details,
        fileUrl: host.url("/photo.png"),
      });
      expect(booked.status).toBe(201);
      expect(host.hits("/photo.png")).toBe(1);
      const row = await db.booking.findUniqueOrThrow({
        where: { id: booked.body.booking.id },
        include: { file: true },
      });
      expect(row.file).toMatchObject({ purpose: "booking-file", contentType: "image/png", size: host.png.length });
      // Stored privately, like an upload: not under the public folder's address, read only through the checked route.
      expect(row.file!.url).not.toContain("127.0.0.1");
      expect(row.file!.url).not.toMatch(/^\/files\//);
      const admin = await signedIn("ADMIN");
      const stored = await admin.client.get<string>(`/mnb/api/bookings/${row.id}/file`);
      expect(stored.status).toBe(200);
      expect(stored.headers.get("content-type")).toBe("image/png");
      expect((await new Client().get(`/mnb/api/bookings/${row.id}/file`)).status).toBe(401);

      // A redirect that stays on the allowed host is followed.
      const hopped = await visitor.post("/mnb/api/bookings", { ...details, fileUrl: host.url("/hop") });
      expect(hopped.status).toBe(201);

      const refusals: [string, number, string | RegExp][] = [
        // Off the allowed hosts (localhost is the same machine, but not on the list): as before, no file.
        [`http://localhost:${new URL(host.url("/")).port}/photo.png`, 422, "Please upload a file first."],
        ["https://res.cloudinary.com/demo/image/upload/v1/cover.png", 422, "Please upload a file first."],
        // A redirect off the allowed hosts, a missing file, markup, or past the size limit.
        [host.url("/away"), 422, "The file could not be fetched from its address. Please upload it again."],
        [host.url("/missing.png"), 422, "The file could not be fetched from its address. Please upload it again."],
        [host.url("/page.html"), 415, /SVG and HTML files are not accepted/],
        [host.url("/huge"), 413, "The file is too large. The limit is 20 MB."],
      ];
      for (const [fileUrl, status, message] of refusals) {
        const refused = await visitor.post("/mnb/api/bookings", { ...details, fileUrl });
        expect(refused.status, fileUrl).toBe(status);
        expect(refused.body.message, fileUrl).toMatch(message);
      }
      expect(host.hits("/photo.png")).toBe(1);
      // A booking refused for its other fields fetches nothing.
      const invalid = await visitor.post("/mnb/api/bookings", {
        ...details,
        email: "not an address",
        fileUrl: host.url("/photo.png?never"),
      });
      expect(invalid.status).toBe(422);
      expect(host.hits("/photo.png?never")).toBe(0);
      // Two bookings, two stored files; nothing stored for the refusals.
      expect(await db.upload.count()).toBe(uploadsBefore + 2);
    } finally {
      await host.close();
    }
  });
});
