// The move from the old site: a dump shaped exactly like the old mongoose schemas, quirks included, imported into the
// integration database and then served by the running site; run again, stopped half-way and resumed, and brought up
// to date with --since, without doubling anything or overwriting what was made here.
import { afterAll, describe, expect, it } from "vitest";
import bcrypt from "bcryptjs";
import { ObjectId } from "bson";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { importLegacy, mediaCopier, type ImportReport } from "@/lib/legacy-import";
import { Client } from "@/testing/http";
import { createAccount, unique } from "@/testing/fixtures";
import { writeDump, type Collections } from "@/testing/legacy-dump";

afterAll(() => db.$disconnect());

const tag = unique("mv");
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const OLD = new Date("2024-05-01T09:00:00Z");
const oid = () => new ObjectId();

function fixture() {
  const ids = {
    admin: oid(),
    otherAdmin: oid(),
    ada: oid(),
    adaAgain: oid(),
    noEmail: oid(),
    post: oid(),
    yoruba: oid(),
    noContent: oid(),
    song: oid(),
    comment: oid(),
    reply: oid(),
    orphan: oid(),
    songComment: oid(),
    link: oid(),
    look: oid(),
    lookComment: oid(),
    sub: oid(),
    subAgain: oid(),
  };
  const email = (name: string) => `${name}.${tag}@example.com`;
  const collections: Collections = {
    admins: [
      {
        _id: ids.admin,
        name: "Owner",
        email: email("owner"),
        password: bcrypt.hashSync("owner-pass", 10),
        image: "",
        createdAt: OLD,
        updatedAt: OLD,
        __v: 0,
      },
      {
        _id: ids.otherAdmin,
        name: "Stranger",
        email: email("stranger"),
        password: bcrypt.hashSync("x", 10),
        createdAt: OLD,
        updatedAt: OLD,
      },
    ],
    auths: [
      {
        _id: ids.ada,
        firstName: "Ada",
        lastName: "Obi",
        username: `ada_${tag}`,
        email: `  ${email("ada")}  `,
        password: bcrypt.hashSync("old-password", 10),
        age: 29,
        profilePicture: "https://www.google.com/imgres?q=blank%20profile",
        isAdmin: false,
        createdAt: OLD,
        updatedAt: OLD,
      },
      // The same person again by letter case: the old index on e-mail did not lower-case it.
      {
        _id: ids.adaAgain,
        firstName: "Ada",
        lastName: "O",
        username: "ada2",
        email: email("ada").toUpperCase(),
        password: bcrypt.hashSync("y", 10),
        age: 29,
      },
      { _id: ids.noEmail, firstName: "No", lastName: "Mail", username: "nomail", password: "x", age: 20 },
    ],
    posts: [
      {
        _id: ids.post,
        userId: String(ids.admin),
        title: `Lagos at night ${tag}`,
        content: `First line of ${tag}.\n\nSecond paragraph.`,
        category: "Lifestyle",
        slug: `lagos-at-night-${tag}`,
        likes: ["u1", "u2", "u3"],
        createdAt: OLD,
        updatedAt: OLD,
      },
      {
        _id: ids.yoruba,
        userId: "x",
        title: `Ọjọ́ àìkú ${tag}`,
        content: "Ẹ kú àárọ̀",
        slug: `----j---k--${tag}`,
        // A date as a string, as one old controller wrote it.
        createdAt: "2024-02-03T04:05:06.000Z",
      },
      { _id: ids.noContent, userId: "x", title: `Empty ${tag}`, slug: `empty-${tag}` },
    ],
    songs: [
      {
        _id: ids.song,
        title: `Owambe ${tag}`,
        slug: `owambe-${tag}-tomi`,
        artist: "Tomi",
        genre: "Afrobeats",
        audioUrl: "https://res.cloudinary.com/demo/video/upload/song.mp3",
        audioPublicId: "song",
        likes: 7,
        comments: [{ username: "Anonymous", text: "Banger", createdAt: OLD }, { text: "" }],
        createdAt: OLD,
        updatedAt: OLD,
      },
    ],
    comments: [
      {
        _id: ids.comment,
        username: "Chidi",
        text: `Top comment ${tag}`,
        parentType: "Post",
        parentId: ids.post,
        author: ids.ada,
        likes: 4,
        replies: [ids.reply],
        createdAt: OLD,
      },
      {
        _id: ids.reply,
        username: "Ada",
        text: `A reply ${tag}`,
        parentType: "Post",
        parentId: ids.post,
        likes: 0,
        replies: [],
        createdAt: new Date(OLD.getTime() + 60_000),
      },
      {
        _id: ids.orphan,
        username: "Gone",
        text: "On a deleted post",
        parentType: "Post",
        parentId: oid(),
        createdAt: OLD,
      },
      { _id: ids.songComment, username: "Fan", text: "Again!", parentType: "Song", parentId: ids.song, createdAt: OLD },
    ],
    smartlinks: [
      {
        _id: ids.link,
        songTitle: "Sunrise",
        artistName: `Tomi ${tag}`,
        slug: `sunrise-tomi-${tag}`,
        spotify: "https://open.spotify.com/track/legacy1",
        youtube: "not a link",
        coverImageUrl: "https://res.cloudinary.com/demo/image/upload/cover.jpg",
        createdAt: OLD,
      },
    ],
    stylespotlights: [
      {
        _id: ids.look,
        name: `Agbada ${tag}`,
        description: "Blue and gold",
        category: "Male",
        image: "/uploads/agbada.jpg",
        featured: true,
        createdAt: OLD,
        updatedAt: OLD,
      },
      { _id: oid(), name: "Odd", description: "x", category: "Kids", image: "x" },
    ],
    stylespotlightcomments: [
      {
        _id: ids.lookComment,
        spotlightId: ids.look,
        name: "Bisi",
        email: "bisi@example.com",
        content: "Lovely",
        rating: 0,
        replies: [{ _id: oid(), name: "Owner", email: "o@example.com", content: "Thanks!", likes: 1, createdAt: OLD }],
        createdAt: OLD,
        updatedAt: OLD,
      },
    ],
    subscribers: [
      { _id: ids.sub, email: email("reader"), subscribedAt: OLD },
      { _id: ids.subAgain, email: ` ${email("reader").toUpperCase()}`, subscribedAt: OLD },
    ],
    bookings: [
      {
        _id: oid(),
        service: "Mixing",
        name: "Kunle",
        email: email("kunle"),
        message: "Two songs",
        dateTime: OLD,
        createdAt: OLD,
      },
    ],
    payments: [
      {
        _id: oid(),
        reference: `old-${tag}`,
        amount: 500000,
        currency: "NGN",
        status: "success",
        customerEmail: email("kunle"),
      },
    ],
    adverts: [{ _id: oid(), title: `Ad ${tag}`, description: "Buy", link: "https://example.com/ad", createdAt: OLD }],
    partnerships: [{ _id: oid(), name: "Label", email: email("label"), message: "Let's work", createdAt: OLD }],
    contacts: [
      { _id: oid(), name: "Reviewer", email: email("rev"), message: "Great site", rating: 4, likes: 2, createdAt: OLD },
    ],
    teammembers: [{ _id: oid(), name: `Editor ${tag}`, role: "Editor", quote: "Hi" }],
    workers: [{ _id: oid(), name: `Engineer ${tag}`, role: "Mixing engineer", idNumber: "W-17", createdAt: OLD }],
  };
  return { ids, collections, email };
}

const { ids, collections, email } = fixture();
const source = writeDump(collections, "bson.gz");
// The fixture's Cloudinary addresses cannot be fetched here: they stay remote (the media copier has its own tests).
const media = mediaCopier({ keepRemote: true, hosts: ["res.cloudinary.com"] });
const run = (extra: Partial<Parameters<typeof importLegacy>[1]> = {}) =>
  importLegacy(db, { source, dryRun: false, admins: [email("owner")], media, ...extra });
const recordOf = (collection: string, id: ObjectId) =>
  db.legacyRecord.findUnique({ where: { collection_legacyId: { collection, legacyId: id.toHexString() } } });

describe("importing the old site", () => {
  let first: ImportReport;

  it("a dry run reports what would happen, with reasons, and writes nothing", async () => {
    const before = await Promise.all([
      db.post.count(),
      db.legacyRecord.count(),
      db.legacyImportRun.count(),
      db.user.count(),
    ]);
    const report = await importLegacy(db, { source, dryRun: true, admins: [email("owner")], media });
    expect(
      await Promise.all([db.post.count(), db.legacyRecord.count(), db.legacyImportRun.count(), db.user.count()]),
    ).toEqual(before);
    expect(report.counts.posts).toMatchObject({ read: 3, created: 2, skipped: 1 });
    expect(report.counts.auths).toMatchObject({ read: 3, created: 1, merged: 1, skipped: 1 });
    expect(report.counts.comments).toMatchObject({ read: 4, created: 3, skipped: 1 });
    expect(report.nested).toBe(1);
    const reasons = report.problems.map((p) => `${p.collection}: ${p.reason}`);
    expect(reasons).toContain("posts: missing content");
    expect(reasons).toContain("auths: missing email");
    expect(reasons).toContain("comments: a comment whose post is gone");
    expect(reasons.some((r) => r.startsWith("admins: an admin on the old site") && r.includes(email("stranger")))).toBe(
      true,
    );
    expect(reasons.some((r) => r.startsWith("posts: slug ----j---k--") && r.includes("redirects"))).toBe(true);
    expect(report.notRead).toEqual([]);
    expect(report.counts.payments).toMatchObject({ read: 1, created: 1 });
  });

  it("brings every collection across, keeping dates, counts, nesting and the old passwords", async () => {
    first = await run();
    expect(first.runId).toBeTruthy();
    expect(first.counts.posts).toMatchObject({ created: 2, skipped: 1 });

    const post = await db.post.findUniqueOrThrow({ where: { slug: `lagos-at-night-${tag}` } });
    expect(post).toMatchObject({ legacyLikes: 3, categories: ["Lifestyle"], format: "PLAIN" });
    expect(post.createdAt.toISOString()).toBe(OLD.toISOString());
    expect(post.publishedAt.toISOString()).toBe(OLD.toISOString());

    const yoruba = await db.post.findFirstOrThrow({ where: { title: `Ọjọ́ àìkú ${tag}` } });
    expect(yoruba.slug).toBe(`ojo-aiku-${tag}`);
    expect(yoruba.createdAt.toISOString()).toBe("2024-02-03T04:05:06.000Z");
    expect(
      await db.legacyRedirect.findUnique({ where: { kind_fromSlug: { kind: "post", fromSlug: `----j---k--${tag}` } } }),
    ).toMatchObject({ toSlug: yoruba.slug });

    const [top, reply] = await Promise.all([
      db.postComment.findFirstOrThrow({ where: { text: `Top comment ${tag}` } }),
      db.postComment.findFirstOrThrow({ where: { text: `A reply ${tag}` } }),
    ]);
    expect(top).toMatchObject({ postId: post.id, name: "Chidi", likes: 4, rating: null, parentId: null });
    expect(reply.parentId).toBe(top.id);

    const ada = await db.user.findUniqueOrThrow({ where: { email: email("ada") } });
    expect(ada.passwordHash).toMatch(/^\$2[ab]\$10\$/);
    expect(await bcrypt.compare("old-password", ada.passwordHash)).toBe(true);
    expect(ada).toMatchObject({ role: "USER", firstName: "Ada", age: 29, imageUrl: null });
    expect(top.userId).toBe(ada.id);
    expect((await recordOf("auths", ids.adaAgain))?.targetId).toBe(ada.id);
    expect((await db.user.findUniqueOrThrow({ where: { email: email("owner") } })).role).toBe("ADMIN");
    expect((await db.user.findUniqueOrThrow({ where: { email: email("stranger") } })).role).toBe("USER");

    const song = await db.song.findUniqueOrThrow({
      where: { slug: `owambe-${tag}-tomi` },
      include: { comments: true },
    });
    expect(song.likes).toBe(7);
    expect(song.comments.map((c) => c.text).sort()).toEqual(["Again!", "Banger"]);

    const link = await db.smartLink.findUniqueOrThrow({ where: { slug: `sunrise-tomi-${tag}` } });
    expect(link).toMatchObject({ spotify: "https://open.spotify.com/track/legacy1", youtube: null });
    expect(link.approvedAt).not.toBeNull();

    const look = await db.spotlight.findFirstOrThrow({
      where: { name: `Agbada ${tag}` },
      include: { comments: { include: { replies: true } } },
    });
    expect(look).toMatchObject({ category: "MALE", featured: true, imageUrl: "/og-default.png" });
    expect(look.comments[0]).toMatchObject({ rating: null, content: "Lovely" });
    expect(look.comments[0].replies[0]).toMatchObject({ content: "Thanks!", likes: 1 });
    // The old reply's own id still finds it (the old API reacted to replies by id).
    expect(
      await db.legacyRecord.count({ where: { model: "SpotlightReply", targetId: look.comments[0].replies[0].id } }),
    ).toBe(1);

    const subscriber = await db.subscriber.findUniqueOrThrow({ where: { email: email("reader") } });
    expect(subscriber).toMatchObject({ status: "PENDING", confirmTokenHash: null });
    expect(subscriber.importedAt).not.toBeNull();
    expect(await db.subscriber.count({ where: { email: { contains: `reader.${tag}`, mode: "insensitive" } } })).toBe(1);

    expect(await db.worker.count({ where: { name: `Engineer ${tag}` } })).toBe(1);
    // History only until Paystack confirms it (legacy-payments.int.test.ts): no paidAt, so nothing counts it as money.
    expect(await db.payment.findUnique({ where: { reference: `old-${tag}` } })).toMatchObject({
      status: "IMPORTED",
      amountKobo: 500000,
      paidAt: null,
    });
    expect(await db.review.findFirst({ where: { email: email("rev") } })).toMatchObject({ rating: 4, likes: 2 });

    const stored = await db.legacyImportProblem.findMany({ where: { runId: first.runId! } });
    expect(stored.map((p) => p.reason)).toContain("skipped: a comment whose post is gone");
  });

  it("serves an imported post at its old address, with its comments, and counts a click on an old smart link", async () => {
    const page = await new Client().get<string>(`/post/lagos-at-night-${tag}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Lagos at night ${tag}`);
    expect(page.body).toContain(`Top comment ${tag}`);

    const click = await new Client().request("GET", `/smartlink/sunrise-tomi-${tag}/go/spotify`, undefined, {
      "user-agent": DESKTOP,
    });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://open.spotify.com/track/legacy1");
    for (let i = 0; i < 100; i++) {
      if (await db.smartLinkEvent.count({ where: { smartLink: { slug: `sunrise-tomi-${tag}` }, kind: "CLICK" } }))
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the click on the imported link was not recorded");
  });

  it("an imported account signs in with its old password, which is then replaced", async () => {
    const wrong = await new Client().post("/mnb/api/signIn", { email: email("ada"), password: "not-it" });
    expect(wrong.status).toBe(401);
    const reply = await new Client().post("/mnb/api/signIn", {
      email: email("ada").toUpperCase(),
      password: "old-password",
    });
    expect(reply.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email: email("ada") } })).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("a second run creates nothing twice", async () => {
    const before = await db.legacyRecord.count();
    const again = await run();
    expect(await db.legacyRecord.count()).toBe(before);
    for (const [collection, n] of Object.entries(again.counts)) {
      expect(n.created, collection).toBe(0);
      expect(n.unchanged + n.skipped, collection).toBe(n.read);
    }
    expect(await db.post.count({ where: { title: { contains: tag } } })).toBe(2);
    expect(await db.postComment.count({ where: { text: { contains: tag } } })).toBe(2);
  });

  it("a run stopped half-way leaves whole batches, and the next run picks up where it stopped", async () => {
    const posts = Array.from({ length: 7 }, (_, i) => ({
      _id: oid(),
      userId: "x",
      title: `Batch ${i} ${tag}`,
      content: "Text",
      slug: `batch-${i}-${tag}`,
      createdAt: OLD,
    }));
    const comments = posts.map((p) => ({
      _id: oid(),
      text: `On ${String(p.title)}`,
      parentType: "Post",
      parentId: p._id,
      createdAt: OLD,
    }));
    const dump = writeDump({ posts, comments }, "json");
    let batches = 0;
    await expect(
      importLegacy(db, {
        source: dump,
        dryRun: false,
        batchSize: 3,
        progress: {
          start() {},
          update() {
            // The process dies after its second batch was written.
            if (++batches === 2) throw new Error("killed");
          },
          done() {},
        },
      }),
    ).rejects.toThrow("killed");
    expect(await db.post.count({ where: { title: { startsWith: "Batch ", endsWith: tag } } })).toBe(6);
    const resumed = await importLegacy(db, { source: dump, dryRun: false, batchSize: 3 });
    expect(resumed.counts.posts).toMatchObject({ created: 1, unchanged: 6 });
    expect(resumed.counts.comments).toMatchObject({ created: 7 });
    expect(await db.post.count({ where: { title: { startsWith: "Batch ", endsWith: tag } } })).toBe(7);
  });

  it("--since brings what changed on the old site, and never overwrites an edit made here", async () => {
    const later = new Date();
    // Copies that keep each ObjectId an ObjectId (structuredClone would not).
    const changed: Collections = Object.fromEntries(
      Object.entries(collections).map(([k, docs]) => [k, docs.map((d) => ({ ...d }))]),
    );
    const [post, yoruba] = changed.posts;
    Object.assign(post, { title: `Lagos at night, updated ${tag}`, updatedAt: new Date(later.getTime() + 1000) });
    Object.assign(yoruba, { content: "Edited on the old site", updatedAt: new Date(later.getTime() + 1000) });
    changed.posts.push({
      _id: oid(),
      userId: "x",
      title: `New during the freeze ${tag}`,
      content: "Fresh",
      slug: `fresh-${tag}`,
      createdAt: new Date(later.getTime() + 2000),
    });
    // The Yoruba post was edited on the new site after the import.
    await db.post.update({ where: { slug: `ojo-aiku-${tag}` }, data: { content: "Edited here" } });
    const delta = await importLegacy(db, {
      source: writeDump(changed, "json-array"),
      dryRun: false,
      since: later,
      media,
    });
    expect(delta.counts.posts).toMatchObject({ created: 1, updated: 1 });
    expect((await db.post.findUniqueOrThrow({ where: { slug: `lagos-at-night-${tag}` } })).title).toBe(
      `Lagos at night, updated ${tag}`,
    );
    expect((await db.post.findUniqueOrThrow({ where: { slug: `ojo-aiku-${tag}` } })).content).toBe("Edited here");
    expect(
      delta.problems.some((p) => p.kind === "conflict" && p.reason.includes("the new site's version is kept")),
    ).toBe(true);
    expect(await db.post.count({ where: { slug: `fresh-${tag}` } })).toBe(1);
    expect(delta.counts.auths).toMatchObject({ created: 0 });
  });

  it("after an import, the cron call makes every cached page read the database again", async () => {
    const blog = async () => (await new Client().get<string>("/blog")).body;
    await blog();
    const title = `Imported this minute ${tag}`;
    const dump = writeDump(
      {
        posts: [{ _id: oid(), userId: "x", title, content: "Fresh", slug: `fresh-now-${tag}`, createdAt: new Date() }],
      },
      "json",
    );
    await importLegacy(db, { source: dump, dryRun: false });
    try {
      const refused = await new Client().get("/mnb/api/cron/imported");
      expect(refused.status).toBe(401);
      const reply = await new Client().request("GET", "/mnb/api/cron/imported", undefined, {
        authorization: `Bearer ${env.CRON_SECRET}`,
      });
      expect(reply.status).toBe(200);
      expect(await blog()).toContain(title);
    } finally {
      await db.post.deleteMany({ where: { slug: `fresh-now-${tag}` } });
    }
  });

  it("never takes over an account or a slug made on the new site", async () => {
    const { user } = await createAccount("USER");
    await db.post.create({ data: { slug: `taken-${tag}`, title: "Ours", content: "Made here" } });
    const dump = writeDump(
      {
        auths: [
          {
            _id: oid(),
            firstName: "A",
            lastName: "B",
            username: "x",
            email: user.email.toUpperCase(),
            password: "x",
            age: 1,
          },
        ],
        posts: [{ _id: oid(), userId: "x", title: "Theirs", content: "Old", slug: `taken-${tag}`, createdAt: OLD }],
      },
      "json",
    );
    const report = await importLegacy(db, { source: dump, dryRun: false });
    expect(report.counts.auths).toMatchObject({ created: 0, skipped: 1 });
    expect(report.problems.find((p) => p.collection === "auths")).toMatchObject({ kind: "conflict" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash).not.toMatch(/^\$2/);
    expect((await db.post.findUniqueOrThrow({ where: { slug: `taken-${tag}` } })).title).toBe("Ours");
    const moved = await db.post.findFirstOrThrow({ where: { title: "Theirs", slug: { startsWith: `taken-${tag}-` } } });
    expect(report.problems.find((p) => p.collection === "posts")).toMatchObject({ kind: "conflict" });
    expect(
      await db.legacyRedirect.findUnique({ where: { kind_fromSlug: { kind: "post", fromSlug: `taken-${tag}` } } }),
    ).toMatchObject({ toSlug: moved.slug });
  });
});
