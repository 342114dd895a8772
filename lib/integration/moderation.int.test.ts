// One moderation queue for every comment: the hold rules, the queue across surfaces, approve / hide / delete, bans on
// every write path (comment, reply, reaction, rating) and the activity log. Integration files run one at a time, so the
// site-wide rules changed here affect nothing else; they are put back after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { MODERATION_TEXT } from "@/lib/moderation/copy";
import { countPendingComments } from "@/lib/moderation/moderation";
import { Client, testAddress } from "@/testing/http";
import { signedIn, signedInBrowser, unique } from "@/testing/fixtures";

type Held = { id: string; status?: string; message?: string };
type QueueItem = {
  kind: string;
  id: string;
  name: string;
  text: string;
  status: string;
  about: string;
  heldFor: string | null;
};
type Queue = { items: QueueItem[]; total: number; totalPages: number; page: number };

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
let post: { id: string; slug: string; title: string };
let song: { id: string; slug: string };
let spotlight: { id: string };

const rules = (body: { holdFirstComments?: boolean; holdLinks?: boolean; heldWords?: string }) =>
  admin.client.put("/mnb/api/moderation-settings", {
    holdFirstComments: false,
    holdLinks: false,
    heldWords: "",
    ...body,
  });
const queue = (query: string) => admin.client.get<Queue>(`/mnb/api/moderation?${query}`);

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
  const tag = unique("mod");
  post = await db.post.create({ data: { slug: `${tag}-post`, title: `${tag} post`, content: "Text", categories: [] } });
  song = await db.song.create({
    data: { slug: `${tag}-song`, title: `${tag} song`, artist: "Artist", audioUrl: "/files/audio/fixture.wav" },
  });
  spotlight = await db.spotlight.create({
    data: { name: `${tag} look`, description: "A look", category: "FEMALE", imageUrl: "/brand/default-avatar.svg" },
  });
});
afterEach(async () => {
  expect((await rules({})).status).toBe(200);
});
afterAll(() => db.$disconnect());

/** One visitor (one cookie jar, so one visitor id) writing on every surface with one email. */
function visitor(email = `${unique("fan")}@example.com`) {
  const client = new Client();
  return {
    client,
    email,
    postComment: (text: string) =>
      client.post<Held>(`/mnb/api/posts/${post.slug}/comments`, { name: "Fan", email, text, rating: 4 }),
    songComment: (text: string) => client.post<Held>(`/mnb/api/addComment/${song.slug}`, { username: "Fan", text }),
    spotlightComment: (text: string) =>
      client.post<Held>("/mnb/api/style-spotlight/comment", {
        name: "Fan",
        email,
        content: text,
        rating: 5,
        spotlightId: spotlight.id,
      }),
    reply: (commentId: string, text: string) =>
      client.post<Held>(`/mnb/api/style-spotlight/comment/${commentId}/reply`, { name: "Fan", email, content: text }),
    review: (text: string) => client.post("/mnb/api/contacts", { name: "Fan", email, message: text, rating: 5 }),
  };
}

/** The test look's number of ratings, as the public spotlight list shows it. */
const ratingsCount = async () =>
  (
    await new Client().get<{ _id: string; ratingsCount: number }[]>("/mnb/api/getAllSpotlights?category=female")
  ).body.find((s) => s._id === spotlight.id)!.ratingsCount;

const publicPostComments = async () =>
  (await new Client().get<{ comments: { id: string }[]; total: number }>(`/mnb/api/posts/${post.slug}/comments`)).body;

describe("the rules", () => {
  it("publishes at once by default, on every surface", async () => {
    const fan = visitor();
    const a = await fan.postComment(unique("Hello"));
    expect(a.status).toBe(201);
    expect(a.body.status).toBeUndefined();
    expect((await publicPostComments()).comments.map((c) => c.id)).toContain(a.body.id);
    expect((await fan.songComment(unique("Tune"))).body.status).toBeUndefined();
    expect((await fan.spotlightComment(unique("Look"))).body.status).toBeUndefined();
  });

  it("holds a new commenter's first comment until one is approved, then trusts them", async () => {
    expect((await rules({ holdFirstComments: true })).status).toBe(200);
    const fan = visitor();
    const first = await fan.postComment(unique("First words"));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "pending", message: MODERATION_TEXT.held });
    expect(first.body).not.toHaveProperty("text");
    expect((await publicPostComments()).comments.map((c) => c.id)).not.toContain(first.body.id);
    // Held on the other surfaces too (the song's comment is known by this browser only).
    expect((await fan.songComment(unique("Song words"))).body.status).toBe("pending");

    const pending = await queue("status=pending");
    expect(pending.body.items.map((i) => i.id)).toContain(first.body.id);
    const approved = await admin.client.patch(`/mnb/api/moderation/post/${first.body.id}`, { action: "approve" });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(MODERATION_TEXT.approved);
    expect((await publicPostComments()).comments.map((c) => c.id)).toContain(first.body.id);

    // Known now: by email on a new browser, and by this browser on the song.
    const again = await visitor(fan.email).postComment(unique("Second words"));
    expect(again.body.status).toBeUndefined();
    expect((await fan.songComment(unique("More song words"))).body.status).toBeUndefined();
  });

  it("holds comments with a web address or a listed word, whole words only", async () => {
    expect((await rules({ holdLinks: true, heldWords: "Scam, 419" })).status).toBe(200);
    const settings = await admin.client.get("/mnb/api/moderation-settings");
    expect(settings.body).toMatchObject({ holdLinks: true, heldWords: ["scam", "419"] });
    const fan = visitor();
    expect((await fan.postComment("Visit www.cheap-beats.ng today")).body.status).toBe("pending");
    expect((await fan.spotlightComment("This is a SCAM")).body.status).toBe("pending");
    expect((await fan.songComment("Pure 419 wahala")).body.status).toBe("pending");
    expect((await fan.postComment("Scampi and version 2.0 are fine")).body.status).toBeUndefined();
  });

  it("refuses a rule change from anyone but an admin, and bad input with a 4xx", async () => {
    expect((await new Client().put("/mnb/api/moderation-settings", { holdLinks: true })).status).toBe(401);
    expect((await user.client.put("/mnb/api/moderation-settings", { holdLinks: true })).status).toBe(403);
    const bad = await admin.client.put("/mnb/api/moderation-settings", { holdLinks: "yes" });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });
});

describe("why a comment waits", () => {
  it("keeps the reason each comment was held, counts what waits, and names whose comment a reply answers", async () => {
    const tag = unique("why");
    const before = await countPendingComments();
    await rules({ holdLinks: true, heldWords: "wahala" });
    const parent = await visitor().spotlightComment(`${tag} parent`);
    expect(parent.body.status).toBeUndefined();
    const link = await visitor().postComment(`${tag} see www.cheap-beats.ng`);
    const word = await visitor().songComment(`${tag} pure wahala`);
    const reply = await visitor().reply(parent.body.id, `${tag} reply with https://spam.example.com`);
    await rules({ holdFirstComments: true });
    const first = await visitor().spotlightComment(`${tag} first words`);
    await rules({});
    const published = await visitor().postComment(`${tag} published at once`);
    // The address of a banned commenter: a new browser and email there is held, not refused.
    const address = testAddress();
    const spam = await new Client(undefined, address).post<{ id: string }>(`/mnb/api/posts/${post.slug}/comments`, {
      name: "Spammer",
      email: `${unique("spam")}@example.com`,
      text: `${tag} spam`,
      rating: 1,
    });
    expect((await admin.client.post(`/mnb/api/moderation/post/${spam.body.id}/ban`, { reason: "Spam" })).status).toBe(
      201,
    );
    const fromAddress = await new Client(undefined, address).post<Held>(`/mnb/api/posts/${post.slug}/comments`, {
      name: "Neighbour",
      email: `${unique("next")}@example.com`,
      text: `${tag} from the same address`,
      rating: 5,
    });
    expect(fromAddress.body.status).toBe("pending");

    const found = await queue(`status=all&q=${encodeURIComponent(tag)}`);
    const why = Object.fromEntries(found.body.items.map((i) => [i.id, i.heldFor]));
    expect(why).toMatchObject({
      [link.body.id]: "link",
      [word.body.id]: "word",
      [reply.body.id]: "link",
      [first.body.id]: "first-comment",
      [fromAddress.body.id]: "address",
      [published.body.id]: null,
      [parent.body.id]: null,
    });
    // Stored with the comment, so it stays after the rules change.
    expect(await db.postComment.findUnique({ where: { id: link.body.id }, select: { holdReason: true } })).toEqual({
      holdReason: "LINK",
    });
    // A reply's row says whose comment it answers, not "Reply to …" inside a sentence of its own.
    expect(found.body.items.find((i) => i.id === reply.body.id)!.about).toBe("Fan");

    // link, word, reply, first comment and the neighbour's wait; the banned spam was hidden with the ban.
    expect(await countPendingComments()).toBe(before + 5);
    const overview = await (await signedInBrowser(admin)).get<string>("/admin-dashboard");
    expect(overview.status).toBe(200);
    expect(overview.body).toContain(`${before + 5}</span>`);
    expect(overview.body).toMatch(/comments wait for moderation/);
    // The menu's badge beside Moderation, read as "Moderation, N waiting".
    expect(overview.body).toMatch(new RegExp(`>Moderation<span[^>]*><span class="sr-only">, </span>${before + 5}<`));
    await admin.client.patch(`/mnb/api/moderation/post/${link.body.id}`, { action: "approve" });
    expect(await countPendingComments()).toBe(before + 4);
  });
});

describe("the queue", () => {
  it("lists every surface newest first, searches literally and pages", async () => {
    await rules({ holdFirstComments: true });
    const tag = unique("queue");
    const fan = visitor();
    const p = await fan.postComment(`${tag} post 100%`);
    const s = await fan.songComment(`${tag} song`);
    const c = await fan.spotlightComment(`${tag} spotlight`);
    await rules({});
    // The reply needs a published comment to answer.
    const parent = await visitor().spotlightComment(`${tag} parent`);
    await rules({ holdFirstComments: true });
    const r = await visitor().reply(parent.body.id, `${tag} reply`);
    expect([p, s, c, r].map((x) => x.body.status)).toEqual(["pending", "pending", "pending", "pending"]);

    const found = await queue(`status=pending&q=${encodeURIComponent(tag)}`);
    expect(found.body.items.map((i) => [i.kind, i.id])).toEqual([
      ["reply", r.body.id],
      ["spotlight", c.body.id],
      ["song", s.body.id],
      ["post", p.body.id],
    ]);
    expect(found.body.items[3].about).toBe(post.title);
    expect(found.body.total).toBe(4);
    // % and _ are the characters they are.
    const literal = await queue(`status=pending&q=${encodeURIComponent(`${tag} post 100%`)}`);
    expect(literal.body.items.map((i) => i.id)).toEqual([p.body.id]);
    expect((await queue(`status=pending&q=${encodeURIComponent(`${tag}%spot`)}`)).body.items).toEqual([]);
    const all = await queue(`status=all&q=${encodeURIComponent(tag)}`);
    expect(all.body.total).toBe(5);
    const past = await queue(`status=pending&q=${encodeURIComponent(tag)}&page=9`);
    expect(past.body).toMatchObject({ items: [], total: 4, page: 9 });
  });

  it("hides a comment from every public read and count, and deletes one, each logged", async () => {
    const fan = visitor();
    const spot = await fan.spotlightComment(unique("Rated look"));
    const before = await ratingsCount();
    const hide = await admin.client.patch(`/mnb/api/moderation/spotlight/${spot.body.id}`, { action: "hide" });
    expect(hide.status).toBe(200);
    expect(await ratingsCount()).toBe(before - 1);
    expect((await queue("status=hidden")).body.items.map((i) => i.id)).toContain(spot.body.id);
    // A hidden comment takes no reactions or replies.
    expect(
      (await fan.client.patch(`/mnb/api/style-spotlight/comment/${spot.body.id}/reaction`, { type: "like" })).status,
    ).toBe(404);
    expect((await fan.reply(spot.body.id, "Anyone?")).status).toBe(404);

    const songComment = await fan.songComment(unique("Gone soon"));
    const count = async () =>
      (await new Client().get<{ comments: unknown[]; total: number }>(`/mnb/api/songs/${song.slug}/comments`)).body
        .total;
    const total = await count();
    const gone = await admin.client.delete(`/mnb/api/moderation/song/${songComment.body.id}`);
    expect(gone.status).toBe(200);
    expect(await count()).toBe(total - 1);
    expect((await admin.client.delete(`/mnb/api/moderation/song/${songComment.body.id}`)).status).toBe(404);
    expect((await admin.client.patch("/mnb/api/moderation/nonsense/x", { action: "hide" })).status).toBe(404);

    const logged = await db.adminActivity.findMany({
      where: { recordId: { in: [spot.body.id, songComment.body.id] } },
      orderBy: { createdAt: "asc" },
    });
    expect(logged.map((l) => [l.action, l.recordType])).toEqual([
      ["UPDATE", "comment"],
      ["DELETE", "comment"],
    ]);
  });
});

describe("bans", () => {
  it("refuse a banned commenter on every write path, by email and by browser, until lifted", async () => {
    const fan = visitor();
    const comment = await fan.postComment(unique("Spam spam"));
    const other = await visitor().postComment(unique("Innocent"));
    const ban = await admin.client.post<{ ban: { id: string; byEmail: boolean; byVisitor: boolean } }>(
      `/mnb/api/moderation/post/${comment.body.id}/ban`,
      { reason: "Spam links" },
    );
    expect(ban.status).toBe(201);
    expect(ban.body.ban).toMatchObject({ byEmail: true, byVisitor: true });
    // The comment is hidden with the ban.
    expect((await publicPostComments()).comments.map((c) => c.id)).not.toContain(comment.body.id);

    const refused = async (reply: Promise<{ status: number; body: unknown }>) => {
      const r = await reply;
      expect(r.status).toBe(403);
      expect((r.body as { message: string }).message).toBe(MODERATION_TEXT.banned);
    };
    const parent = await visitor().spotlightComment(unique("Parent"));
    // By browser (the same cookie jar): every path, including those without an email.
    await refused(fan.postComment("Let me back"));
    await refused(fan.songComment("Let me back"));
    await refused(fan.spotlightComment("Let me back"));
    await refused(fan.reply(parent.body.id, "Let me back"));
    await refused(fan.review("Five stars"));
    await refused(fan.client.patch(`/mnb/api/post-comment/${other.body.id}/reaction`, { type: "like" }));
    await refused(fan.client.patch(`/mnb/api/style-spotlight/comment/${parent.body.id}/reaction`, { type: "like" }));
    await refused(fan.client.patch(`/mnb/api/likeSong/${song.slug}`));
    // By email, from a fresh browser.
    const sameEmail = visitor(fan.email);
    await refused(sameEmail.postComment("New browser"));
    await refused(sameEmail.spotlightComment("New browser"));
    await refused(sameEmail.review("New browser"));
    // Nothing was written by the refused calls.
    expect(await db.postComment.count({ where: { text: { in: ["Let me back", "New browser"] } } })).toBe(0);

    const bans = await admin.client.get<{ bans: { id: string; reason: string }[] }>("/mnb/api/commenter-bans");
    expect(bans.body.bans.find((b) => b.id === ban.body.ban.id)?.reason).toBe("Spam links");
    expect(JSON.stringify(bans.body)).not.toContain(fan.email);
    expect((await admin.client.delete(`/mnb/api/commenter-bans/${ban.body.ban.id}`)).status).toBe(200);
    expect((await fan.postComment(unique("Reformed"))).status).toBe(201);
    expect((await admin.client.delete(`/mnb/api/commenter-bans/${ban.body.ban.id}`)).status).toBe(404);

    const logged = await db.adminActivity.findMany({
      where: { recordId: ban.body.ban.id },
      orderBy: { createdAt: "asc" },
    });
    expect(logged.map((l) => [l.action, l.recordType])).toEqual([
      ["CREATE", "commenter-ban"],
      ["DELETE", "commenter-ban"],
    ]);
  });

  it("end at their time, and refuse an end in the past or a missing reason", async () => {
    const fan = visitor();
    const comment = await fan.postComment(unique("Brief ban"));
    const noReason = await admin.client.post(`/mnb/api/moderation/post/${comment.body.id}/ban`, { reason: " " });
    expect(noReason.status).toBeGreaterThanOrEqual(400);
    expect(noReason.body.message).toBe(MODERATION_TEXT.reasonRequired);
    const past = await admin.client.post(`/mnb/api/moderation/post/${comment.body.id}/ban`, {
      reason: "x",
      endsAt: "2020-01-01T10:00",
    });
    expect(past.body.message).toBe(MODERATION_TEXT.endsInPast);
    expect(await db.commenterBan.count({ where: { reason: "x" } })).toBe(0);

    const ban = await admin.client.post<{ ban: { id: string } }>(`/mnb/api/moderation/post/${comment.body.id}/ban`, {
      reason: "Cool off",
      endsAt: "2099-01-01T10:00",
    });
    expect(ban.status).toBe(201);
    expect((await fan.postComment("Still banned")).status).toBe(403);
    await db.commenterBan.update({ where: { id: ban.body.ban.id }, data: { endsAt: new Date(Date.now() - 1000) } });
    expect((await fan.postComment(unique("Ban over"))).status).toBe(201);
  });
});
