// The old site's addresses keep working once its data is here: an old post or smart-link slug the importer recorded
// (LegacyRedirect) answers a permanent redirect to the same address under the new slug, query kept; the old client's
// MongoDB ids (LegacyRecord) are taken wherever it sent an id; the old dashboard's editor address leads to ours. Rows
// are written straight to the database, as the importer writes them.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { signedIn, signedInBrowser, unique } from "@/testing/fixtures";

const objectId = () => randomBytes(12).toString("hex");
/** A slug the old site made from a title with Yoruba letters: ours refuse it (leading and doubled hyphens). */
const oddSlug = () => `----day--${randomBytes(4).toString("hex")}`;
const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
// A plain request is taken as a top-level navigation (no Sec-Fetch-Dest), so the click counts.
const NAVIGATION = { "user-agent": BROWSER };

const permanent = (status: number) => [301, 308].includes(status);

/** The link's clicks once `count` are there (a click may be written just after its redirect has answered). */
async function clicksOf(smartLinkId: string, count: number) {
  for (let i = 0; i < 50; i++) {
    const clicks = await db.smartLinkEvent.findMany({ where: { smartLinkId, kind: "CLICK" } });
    if (clicks.length >= count) return clicks;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return db.smartLinkEvent.findMany({ where: { smartLinkId, kind: "CLICK" } });
}

async function importedPost() {
  const post = await db.post.create({
    data: { slug: unique("owambe-day"), title: unique("Owambe day"), content: "x" },
  });
  const legacyId = objectId();
  const fromSlug = oddSlug();
  await db.legacyRecord.create({ data: { collection: "posts", legacyId, model: "Post", targetId: post.id } });
  await db.legacyRedirect.create({ data: { kind: "post", fromSlug, toSlug: post.slug } });
  return { post, legacyId, fromSlug };
}

let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  admin = await signedIn("ADMIN");
});
afterAll(() => db.$disconnect());

describe("old post addresses", () => {
  it("answers an old slug with a permanent redirect to the new one, its query kept", async () => {
    const { post, fromSlug } = await importedPost();
    const reply = await new Client().get(`/post/${fromSlug}?utm_source=whatsapp&utm_campaign=owambe`);
    expect(permanent(reply.status)).toBe(true);
    expect(reply.headers.get("location")).toMatch(
      new RegExp(`/post/${post.slug}\\?utm_source=whatsapp&utm_campaign=owambe$`),
    );
    // Asked again (now from the page cache), the answer is the same.
    const again = await new Client().get(`/post/${fromSlug}`);
    expect(permanent(again.status)).toBe(true);
    expect(again.headers.get("location")).toMatch(new RegExp(`/post/${post.slug}$`));
  });

  it("redirects an old slug of our own shape that is not found here", async () => {
    const post = await db.post.create({ data: { slug: unique("new-home"), title: unique("New home"), content: "x" } });
    const fromSlug = unique("old-home");
    await db.legacyRedirect.create({ data: { kind: "post", fromSlug, toSlug: post.slug } });
    const reply = await new Client().get(`/post/${fromSlug}?utm_source=x`);
    expect(permanent(reply.status)).toBe(true);
    // The page's own redirect: Next sends its Location twice (the same value) and a cached page cannot keep the query.
    expect(new Set(reply.headers.get("location")!.split(", "))).toEqual(new Set([`/post/${post.slug}`]));
  });

  it("answers odd and unknown slugs nobody recorded as before", async () => {
    const odd = await new Client().get<string>(`/post/${oddSlug()}`);
    expect(odd.status).toBe(404);
    expect(odd.headers.get("location")).toBeNull();
    // Our own refusal of a malformed slug is untouched.
    expect((await new Client().get<string>("/post/Bad_Slug")).body).toContain("Invalid slug.");
    const missing = await new Client().get<string>(`/post/${unique("never-written")}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Blog post not found.");
    // A slug recorded for another kind of address does not move a post address.
    const { post } = await importedPost();
    const fromSlug = unique("song-only");
    await db.legacyRedirect.create({ data: { kind: "song", fromSlug, toSlug: post.slug } });
    expect((await new Client().get(`/post/${fromSlug}`)).status).toBe(404);
  });

  it("takes the old id on getPost and answers the post as for our id", async () => {
    const { post, legacyId } = await importedPost();
    const reply = await new Client().get<{ _id: string; slug: string }>(`/mnb/api/getPost/${legacyId}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ _id: post.id, slug: post.slug });
    // An ObjectId nobody mapped is still unknown.
    expect((await new Client().get(`/mnb/api/getPost/${objectId()}`)).status).toBe(404);
  });

  it("takes the old id on an admin write (deletePost)", async () => {
    const { post, legacyId } = await importedPost();
    const reply = await admin.client.delete(`/mnb/api/deletePost/${legacyId}`);
    expect(reply.status).toBe(200);
    expect(await db.post.count({ where: { id: post.id } })).toBe(0);
  });

  it("sends the old dashboard's editor address to our editor for the post (admin)", async () => {
    const { post, legacyId } = await importedPost();
    const browser = await signedInBrowser(admin);
    const reply = await browser.get(`/admin/edit-post/${legacyId}`);
    expect(permanent(reply.status)).toBe(true);
    expect(reply.headers.get("location")).toMatch(new RegExp(`/admin/edit-post/${post.id}$`));
    const editor = await browser.get<string>(`/admin/edit-post/${post.id}`);
    expect(editor.status).toBe(200);
    expect(editor.body).toContain(post.title);
    // Signed out, the admin area's gate sends it to the sign-in page first, as any admin address.
    const anonymous = await new Client().get(`/admin/edit-post/${legacyId}`);
    expect(anonymous.headers.get("location") ?? "").toContain("/login");
    expect(anonymous.headers.get("location") ?? "").not.toContain(post.id);
    // An ObjectId nobody mapped names no post.
    expect((await browser.get(`/admin/edit-post/${objectId()}`)).status).toBe(404);
  });
});

describe("old artist ids", () => {
  it("deletes an artist named by its old id (admin), and refuses anyone else first", async () => {
    const artist = await db.artist.create({ data: { name: unique("Ayo"), genre: "Afrobeats", imageUrl: "/x.png" } });
    const legacyId = objectId();
    await db.legacyRecord.create({ data: { collection: "artists", legacyId, model: "Artist", targetId: artist.id } });
    expect((await new Client().delete(`/mnb/api/deleteArtist/${legacyId}`)).status).toBe(401);
    // The old id of a post does not name an artist.
    const { legacyId: postId } = await importedPost();
    expect((await admin.client.delete(`/mnb/api/deleteArtist/${postId}`)).status).toBe(404);
    const reply = await admin.client.delete(`/mnb/api/deleteArtist/${legacyId.toUpperCase()}`);
    expect(reply.status).toBe(200);
    expect(await db.artist.count({ where: { id: artist.id } })).toBe(0);
  });
});

describe("old smart-link addresses", () => {
  async function importedLink() {
    const link = await db.smartLink.create({
      data: {
        slug: unique("water-tems"),
        songTitle: "Water",
        artistName: "Tems",
        coverImageUrl: "/files/image/x.png",
        spotify: SPOTIFY,
      },
    });
    const fromSlug = oddSlug();
    await db.legacyRedirect.create({ data: { kind: "smartlink", fromSlug, toSlug: link.slug } });
    return { link, fromSlug };
  }

  it("moves the share page to the new slug, its query kept", async () => {
    const { link, fromSlug } = await importedLink();
    const reply = await new Client().request("GET", `/smartlink/${fromSlug}?utm_source=instagram`, undefined, {
      "user-agent": BROWSER,
    });
    expect(permanent(reply.status)).toBe(true);
    expect(reply.headers.get("location")).toMatch(new RegExp(`/smartlink/${link.slug}\\?utm_source=instagram$`));
  });

  it("moves the tracked redirect to the new slug's, which then counts the click", async () => {
    const { link, fromSlug } = await importedLink();
    const client = new Client();
    const reply = await client.request(
      "GET",
      `/smartlink/${fromSlug}/go/spotify?utm_source=qr&qr=1`,
      undefined,
      NAVIGATION,
    );
    expect(permanent(reply.status)).toBe(true);
    const location = reply.headers.get("location")!;
    expect(location).toBe(`/smartlink/${link.slug}/go/spotify?utm_source=qr&qr=1`);
    // The old address itself counted nothing.
    expect(await db.smartLinkEvent.count({ where: { smartLinkId: link.id } })).toBe(0);
    const followed = await client.request("GET", location, undefined, NAVIGATION);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe(SPOTIFY);
    const clicks = await clicksOf(link.id, 1);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ platform: "SPOTIFY", qr: true });
  });

  it("moves the QR codes and the share image too, and leaves unknown slugs missing", async () => {
    const { link, fromSlug } = await importedLink();
    for (const tail of ["qr.png", "qr.svg", "share.png"]) {
      const reply = await new Client().get(`/smartlink/${fromSlug}/${tail}`);
      expect(permanent(reply.status)).toBe(true);
      expect(reply.headers.get("location")).toBe(`/smartlink/${link.slug}/${tail}`);
    }
    expect(
      (await new Client().request("GET", `/smartlink/${oddSlug()}/go/spotify`, undefined, NAVIGATION)).status,
    ).toBe(404);
    expect((await new Client().get(`/smartlink/${oddSlug()}/qr.png`)).status).toBe(404);
    expect((await new Client().get(`/smartlink/${oddSlug()}`)).status).toBe(404);
  });
});
