// Bans that hold: every write a visitor can make, run against each way a banned commenter comes back. A ban names the
// account, the normalised email, the browser and (for a few hours) the address of the banned comment: the first three
// refuse every write; the address alone holds comments for review and refuses the other writes of anyone not signed in
// (a carrier's address is thousands of people, so a neighbour who signs in gets through).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { MODERATION_TEXT } from "@/lib/moderation/copy";
import { lagosToday } from "@/lib/core/lagos-time";
import { Client, testAddress, type Reply } from "@/testing/http";
import { file, pngBytes, signedIn, unique } from "@/testing/fixtures";

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";

let admin: Awaited<ReturnType<typeof signedIn>>;
let post: { slug: string };
let song: { slug: string };
let spotlight: { id: string };
let parent: { id: string };
let reply: { id: string };
let postComment: { id: string };
let review: { id: string };
let upcoming: string;

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  const tag = unique("ban");
  const p = await db.post.create({ data: { slug: `${tag}-post`, title: tag, content: "Text", categories: [] } });
  post = p;
  song = await db.song.create({
    data: { slug: `${tag}-song`, title: tag, artist: "Artist", audioUrl: "/files/audio/fixture.wav" },
  });
  spotlight = await db.spotlight.create({
    data: { name: tag, description: "A look", category: "FEMALE", imageUrl: "/brand/default-avatar.svg" },
  });
  const someone = { name: "Someone", email: "someone@example.com" };
  parent = await db.spotlightComment.create({ data: { ...someone, content: "Lovely", spotlightId: spotlight.id } });
  reply = await db.spotlightReply.create({ data: { ...someone, content: "Agreed", commentId: parent.id } });
  postComment = await db.postComment.create({ data: { ...someone, postId: p.id, text: "Nice", rating: 5 } });
  review = await db.review.create({ data: { ...someone, message: "Great site" } });
  const creator = await signedIn("USER");
  const link = await creator.client.post<{ slug: string }>("/mnb/api/smart-link", await linkForm(dayFromNow(5)));
  expect(link.status).toBe(201);
  upcoming = link.body.slug;
});
afterAll(() => db.$disconnect());

const dayFromNow = (days: number) => lagosToday(new Date(Date.now() + days * 24 * 60 * 60_000));

async function linkForm(releaseOn?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ songTitle: unique("Single"), artistName: "Asake", spotify: SPOTIFY }))
    form.set(k, v);
  if (releaseOn) form.set("releaseOn", releaseOn);
  form.set("coverImage", file(await pngBytes(40, 40), "cover.png", "image/png"));
  return form;
}

/** Someone writing: their browser (cookie jar, address, maybe a bearer token) and the email they type. */
type Writer = { client: Client; email: string };

/** Every write a visitor has. `comment`: it can wait for a moderator; `email`: it carries the typed email. */
const PATHS: { name: string; comment?: true; email?: true; send: (w: Writer) => Promise<Reply> }[] = [
  {
    name: "post comment",
    comment: true,
    email: true,
    send: (w) =>
      w.client.post(`/mnb/api/posts/${post.slug}/comments`, { name: "Fan", email: w.email, text: "Hi", rating: 4 }),
  },
  {
    name: "song comment",
    comment: true,
    email: true,
    send: (w) => w.client.post(`/mnb/api/addComment/${song.slug}`, { username: "Fan", email: w.email, text: "Hi" }),
  },
  {
    name: "spotlight comment",
    comment: true,
    email: true,
    send: (w) =>
      w.client.post("/mnb/api/style-spotlight/comment", {
        name: "Fan",
        email: w.email,
        content: "Hi",
        rating: 5,
        spotlightId: spotlight.id,
      }),
  },
  {
    name: "reply",
    comment: true,
    email: true,
    send: (w) =>
      w.client.post(`/mnb/api/style-spotlight/comment/${parent.id}/reply`, {
        name: "Fan",
        email: w.email,
        content: "Hi",
      }),
  },
  {
    name: "post comment reaction",
    send: (w) => w.client.patch(`/mnb/api/post-comment/${postComment.id}/reaction`, { type: "like" }),
  },
  {
    name: "spotlight comment reaction",
    send: (w) => w.client.patch(`/mnb/api/style-spotlight/comment/${parent.id}/reaction`, { type: "like" }),
  },
  {
    name: "reply reaction",
    send: (w) => w.client.patch(`/mnb/api/style-spotlight/reply/${reply.id}/reaction`, { type: "like" }),
  },
  { name: "song like", send: (w) => w.client.patch(`/mnb/api/likeSong/${song.slug}`) },
  {
    name: "review",
    email: true,
    send: (w) => w.client.post("/mnb/api/contacts", { name: "Fan", email: w.email, message: "Five stars", rating: 5 }),
  },
  { name: "review reaction", send: (w) => w.client.patch(`/mnb/api/contacts/${review.id}/reaction`, { type: "like" }) },
  {
    name: "partnership request",
    email: true,
    send: (w) =>
      w.client.post("/mnb/api/partnership", { name: "Fan", email: w.email, message: "Let us work together" }),
  },
  {
    name: "release-day reminder",
    email: true,
    send: (w) => w.client.post(`/mnb/api/smart-links/${upcoming}/reminders`, { email: w.email }),
  },
  { name: "smart link", send: async (w) => w.client.post("/mnb/api/smart-link", await linkForm()) },
];

type Outcome = "refused" | "refused (address)" | "held" | "written";

/** What became of a write, in the words of the table below. */
function outcome(path: string, r: Reply): Outcome | string {
  const message = (r.body as { message?: string }).message;
  if (r.status === 403 && message === MODERATION_TEXT.banned) return "refused";
  if (r.status === 403 && message === MODERATION_TEXT.bannedAddress) return "refused (address)";
  if (r.status === 201 && (r.body as { status?: string }).status === "pending") return "held";
  if (r.status >= 200 && r.status < 300) return "written";
  // A reminder has rules of its own (which links take them); here only whether a ban stopped it matters.
  if (path === "release-day reminder" && r.status < 500 && r.status !== 403) return "written";
  return `${r.status} ${message}`;
}

async function run(writer: () => Writer): Promise<Record<string, Outcome | string>> {
  const results: Record<string, Outcome | string> = {};
  for (const path of PATHS) results[path.name] = outcome(path.name, await path.send(writer()));
  return results;
}

const expected = (rule: (path: (typeof PATHS)[number]) => Outcome) =>
  Object.fromEntries(PATHS.map((path) => [path.name, rule(path)]));

/** `author` writes a post comment and an admin bans its author (with the identities that comment carried). */
async function banned(author: Writer) {
  const comment = await author.client.post<{ id: string }>(`/mnb/api/posts/${post.slug}/comments`, {
    name: "Spammer",
    email: author.email,
    text: unique("Buy followers"),
    rating: 1,
  });
  expect(comment.status).toBe(201);
  const ban = await admin.client.post<{ ban: { id: string; byAccount: boolean; byAddress: boolean } }>(
    `/mnb/api/moderation/post/${comment.body.id}/ban`,
    { reason: "Spam" },
  );
  expect(ban.status).toBe(201);
  return ban.body.ban;
}

const newEmail = () => `${unique("fan")}@example.com`;

describe("a ban holds on every write path", () => {
  it("refuses the banned browser everywhere", async () => {
    const author = { client: new Client(), email: newEmail() };
    await banned(author);
    expect(await run(() => author)).toEqual(expected(() => "refused"));
  });

  it("holds comments and refuses the rest at the banned address, with the cookie dropped and another email", async () => {
    const address = testAddress();
    await banned({ client: new Client(undefined, address), email: newEmail() });
    // A fresh cookie jar for every write: the banned commenter clears cookies each time and types a new email.
    expect(await run(() => ({ client: new Client(undefined, address), email: newEmail() }))).toEqual(
      expected((path) => (path.comment ? "held" : "refused (address)")),
    );
  });

  it("refuses the banned email however it is typed (case, Gmail dots, googlemail, +tags) from a new browser", async () => {
    const name = unique("jane.doe").replace("-", ".");
    await banned({ client: new Client(), email: `${name}@gmail.com` });
    const variant = `${name.replaceAll(".", "").toUpperCase()}+again@googlemail.com`;
    expect(await run(() => ({ client: new Client(), email: variant }))).toEqual(
      expected((path) => (path.email ? "refused" : "written")),
    );
  });

  it("refuses a banned account signed in anywhere, with the cookie dropped and another email", async () => {
    const account = await signedIn("USER");
    const ban = await banned({ client: new Client(account.token), email: newEmail() });
    expect(ban.byAccount).toBe(true);
    expect(await run(() => ({ client: new Client(account.token), email: newEmail() }))).toEqual(
      expected(() => "refused"),
    );
  });

  it("lets a signed-in neighbour at the banned address write, holding only their comments", async () => {
    const address = testAddress();
    await banned({ client: new Client(undefined, address), email: newEmail() });
    const neighbour = await signedIn("USER");
    expect(await run(() => ({ client: new Client(neighbour.token, address), email: newEmail() }))).toEqual(
      expected((path) => (path.comment ? "held" : "written")),
    );
  });

  it("names the address only for a few hours, whatever the ban's own end", async () => {
    const address = testAddress();
    const ban = await banned({ client: new Client(undefined, address), email: newEmail() });
    expect(ban.byAddress).toBe(true);
    const row = await db.commenterBan.findUniqueOrThrow({ where: { id: ban.id } });
    expect(row.endsAt).toBeNull();
    expect(row.addressEndsAt!.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
    await db.commenterBan.update({ where: { id: ban.id }, data: { addressEndsAt: new Date(Date.now() - 1000) } });
    expect(await run(() => ({ client: new Client(undefined, address), email: newEmail() }))).toEqual(
      expected(() => "written"),
    );
  });
});

describe("song comments carry the same identities", () => {
  it("takes the old client's call without an email, and keeps the email, account and address a ban names", async () => {
    const address = testAddress();
    const old = await new Client(undefined, address).post<{ id: string }>(`/mnb/api/addComment/${song.slug}`, {
      text: "From the old client",
    });
    expect(old.status).toBe(201);
    expect(await db.songComment.findUniqueOrThrow({ where: { id: old.body.id } })).toMatchObject({
      email: null,
      userId: null,
      addressHash: expect.any(String),
      visitorId: expect.any(String),
    });
    const account = await signedIn("USER");
    const email = `${unique("Song.Fan")}@Example.com`;
    const signed = await new Client(account.token).post<{ id: string }>(`/mnb/api/addComment/${song.slug}`, {
      text: "Signed in",
      email,
    });
    expect(signed.status).toBe(201);
    expect(await db.songComment.findUniqueOrThrow({ where: { id: signed.body.id } })).toMatchObject({
      email: email.toLowerCase(),
      userId: account.user.id,
    });
    const bad = await new Client().post(`/mnb/api/addComment/${song.slug}`, { text: "x", email: "not-an-email" });
    expect(bad.status).toBe(422);

    const ban = await admin.client.post<{ ban: Record<string, boolean> }>(
      `/mnb/api/moderation/song/${signed.body.id}/ban`,
      { reason: "Spam" },
    );
    expect(ban.body.ban).toMatchObject({ byAccount: true, byEmail: true, byVisitor: true, byAddress: true });
    // The commenter comes back from the old client: no email, a new browser and address, but signed in.
    const back = await new Client(account.token).post(`/mnb/api/addComment/${song.slug}`, { text: "Back" });
    expect(back.status).toBe(403);
  });

  it("lists what each ban names for the dashboard, never the hashes", async () => {
    const ban = await banned({ client: new Client(), email: newEmail() });
    const list = await admin.client.get<{ bans: Record<string, unknown>[] }>("/mnb/api/commenter-bans");
    expect(list.status).toBe(200);
    const shown = list.body.bans.find((b) => b.id === ban.id)!;
    expect(shown).toMatchObject({ byAccount: false, byEmail: true, byVisitor: true, byAddress: true, endsAt: null });
    expect(Object.keys(shown)).not.toContain("emailHash");
    expect(JSON.stringify(list.body)).not.toMatch(/[0-9a-f]{64}/);
  });
});
