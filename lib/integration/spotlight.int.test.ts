// Style spotlight: the gallery filters, pages and rates from real comment ratings; comments page with their replies,
// never expose emails, refuse bad input writing nothing, and reactions count once per visitor.
// A comment about an unknown spotlight is refused with 404 "Spotlight not found." (the thing it is about is missing).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { unique } from "@/testing/fixtures";

type Spotlight = {
  _id: string;
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  image: string;
  category: "Male" | "Female";
  featured: boolean;
  rating: number;
  ratingsCount: number;
};
type SpotlightPage = { spotlights: Spotlight[]; page: number; totalPages: number; total: number };
type Reply = {
  _id: string;
  id: string;
  name: string;
  content: string;
  likes: number;
  dislikes: number;
  createdAt: string;
};
type Comment = Reply & { rating: number; spotlightId: string | null; replies: Reply[] };
type CommentPage = { comments: Comment[]; page: number; totalPages: number; total: number };

// A new visitor (own address) for every call: this file posts more comments than one address may in 10 minutes.
const anon = {
  get: <T = Record<string, unknown>>(path: string) => new Client().get<T>(path),
  post: <T = Record<string, unknown>>(path: string, body?: unknown) => new Client().post<T>(path, body),
};
const created: string[] = [];

// The tests write spotlights straight to the database (dated as they need, without the admin API's cache expiry).
async function createSpotlight(category: "MALE" | "FEMALE", featured = false) {
  const row = await db.spotlight.create({
    data: {
      name: unique("Look"),
      description: "An outfit for the tests.",
      imageUrl: "/files/test/look.png",
      category,
      featured,
    },
  });
  created.push(row.id);
  return row;
}

let anchor: string | undefined;
/**
 * The spotlight lists are cached and rows written straight to the database do not expire them: a write through the
 * API (a rated comment about an old look of this file's own, which no test reads) does.
 */
async function expireSpotlightLists() {
  anchor ??= (
    await db.spotlight.create({
      data: {
        name: unique("Anchor"),
        description: "An old look.",
        imageUrl: "/files/test/look.png",
        category: "MALE",
        createdAt: new Date(Date.UTC(2000, 0, 1)),
      },
    })
  ).id;
  if (!created.includes(anchor)) created.push(anchor);
  expect((await anon.post("/mnb/api/style-spotlight/comment", comment(0, { spotlightId: anchor }))).status).toBe(201);
}

const comment = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Reader ${n}`,
  email: `spotlight.reader${n}@example.com`,
  content: `Spotlight comment ${n}`,
  rating: (n % 5) + 1,
  ...extra,
});
const reply = (n: number) => ({
  name: `Replier ${n}`,
  email: `spotlight.replier${n}@example.com`,
  content: `Reply number ${n}`,
});

async function allOf(category: string): Promise<Spotlight[]> {
  const { status, body } = await anon.get<Spotlight[]>(`/mnb/api/getAllSpotlights?category=${category}`);
  expect(status).toBe(200);
  return body;
}

afterAll(async () => {
  await db.spotlight.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

describe("GET /mnb/api/getAllSpotlights", () => {
  let females: string[];
  let male: Awaited<ReturnType<typeof createSpotlight>>;

  beforeAll(async () => {
    females = [];
    for (let i = 0; i < 7; i++) females.push((await createSpotlight("FEMALE", i === 0)).id);
    male = await createSpotlight("MALE");
    await expireSpotlightLists();
  });

  it("answers the plain array of every spotlight with the spec's fields when asked without a query", async () => {
    const { status, body: spotlights } = await anon.get<Spotlight[]>("/mnb/api/getAllSpotlights");
    expect(status).toBe(200);
    expect(Array.isArray(spotlights)).toBe(true);
    const body = { spotlights };
    const ids = body.spotlights.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([...females, male.id]));
    const mine = body.spotlights.find((s) => s.id === male.id)!;
    expect(mine).toEqual({
      _id: male.id,
      id: male.id,
      name: male.name,
      description: "An outfit for the tests.",
      // Absolute on the site, as the old client loads pictures.
      imageUrl: `${process.env.SITE_URL}/files/test/look.png`,
      image: `${process.env.SITE_URL}/files/test/look.png`,
      category: "Male",
      featured: false,
      rating: 4,
      ratingsCount: 0,
    });
    expect(body.spotlights.find((s) => s.id === females[0])).toMatchObject({ category: "Female", featured: true });
  });

  it("filters by category", async () => {
    const onlyFemale = await allOf("female");
    expect(onlyFemale.every((s) => s.category === "Female")).toBe(true);
    expect(onlyFemale.map((s) => s.id)).toEqual(expect.arrayContaining(females));
    expect(onlyFemale.map((s) => s.id)).not.toContain(male.id);
    const onlyMale = await allOf("Male");
    expect(onlyMale.every((s) => s.category === "Male")).toBe(true);
    expect(onlyMale.map((s) => s.id)).toContain(male.id);
  });

  it("pages six at a time, newest first, without overlap, and clamps a page past the end", async () => {
    const first = await anon.get<SpotlightPage>("/mnb/api/getAllSpotlights?category=female&page=1");
    expect(first.body.spotlights).toHaveLength(6);
    expect(first.body.page).toBe(1);
    expect(first.body.total).toBeGreaterThanOrEqual(7);
    expect(first.body.totalPages).toBe(Math.ceil(first.body.total / 6));
    // The seven created last are the newest of their category.
    expect(first.body.spotlights.map((s) => s.id)).toEqual([...females].reverse().slice(0, 6));
    const second = await anon.get<SpotlightPage>("/mnb/api/getAllSpotlights?category=female&page=2");
    expect(second.body.spotlights[0].id).toBe(females[0]);
    const firstIds = new Set(first.body.spotlights.map((s) => s.id));
    expect(second.body.spotlights.some((s) => firstIds.has(s.id))).toBe(false);
    const small = await anon.get<SpotlightPage>("/mnb/api/getAllSpotlights?category=female&page=2&limit=2");
    expect(small.body.spotlights.map((s) => s.id)).toEqual([females[4], females[3]]);
    const past = await anon.get<SpotlightPage>("/mnb/api/getAllSpotlights?category=female&page=999");
    expect(past.body.page).toBe(first.body.totalPages);
    expect(past.body.spotlights.length).toBeGreaterThan(0);
  });

  it("refuses an unknown category with 422", async () => {
    const reply = await anon.get("/mnb/api/getAllSpotlights?category=kids");
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe('Category must be "male" or "female".');
  });

  it("rates 4.0 by default, then the real average of the comments about the spotlight", async () => {
    const spotlight = await createSpotlight("MALE");
    const other = await createSpotlight("MALE");
    await expireSpotlightLists();
    const before = (await allOf("male")).find((s) => s.id === spotlight.id)!;
    expect(before).toMatchObject({ rating: 4, ratingsCount: 0 });

    for (const rating of [2, 3, 3]) {
      expect(
        (await anon.post("/mnb/api/style-spotlight/comment", comment(rating, { rating, spotlightId: spotlight.id })))
          .status,
      ).toBe(201);
    }
    // A page-wide comment and a comment about another spotlight do not count towards this one.
    await anon.post("/mnb/api/style-spotlight/comment", comment(5, { rating: 5 }));
    await anon.post("/mnb/api/style-spotlight/comment", comment(5, { rating: 5, spotlightId: other.id }));

    const list = await allOf("male");
    expect(list.find((s) => s.id === spotlight.id)).toMatchObject({ rating: 2.7, ratingsCount: 3 });
    expect(list.find((s) => s.id === other.id)).toMatchObject({ rating: 5, ratingsCount: 1 });
  });
});

describe("GET /mnb/api/style-spotlight/comments", () => {
  it("pages comments with their replies nested, newest first, and no email anywhere", async () => {
    const spotlight = await createSpotlight("FEMALE");
    const ids: string[] = [];
    for (let n = 1; n <= 6; n++) {
      ids.push(
        (await anon.post<Comment>("/mnb/api/style-spotlight/comment", comment(n, { spotlightId: spotlight.id }))).body
          .id,
      );
    }
    await anon.post(`/mnb/api/style-spotlight/comment/${ids[5]}/reply`, reply(1));
    await anon.post(`/mnb/api/style-spotlight/comment/${ids[5]}/reply`, reply(2));

    const first = await anon.get<CommentPage>(`/mnb/api/style-spotlight/comments?page=1&spotlightId=${spotlight.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, totalPages: 2, total: 6 });
    expect(first.body.comments.map((c) => c.id)).toEqual(ids.slice(1).reverse());
    expect(first.body.comments[0]).toMatchObject({
      _id: ids[5],
      name: "Reader 6",
      content: "Spotlight comment 6",
      rating: 2,
      likes: 0,
      dislikes: 0,
      spotlightId: spotlight.id,
    });
    expect(first.body.comments[0].replies.map((r) => r.content)).toEqual(["Reply number 1", "Reply number 2"]);
    expect(Object.keys(first.body.comments[0].replies[0]).sort()).toEqual([
      "_id",
      "content",
      "createdAt",
      "dislikes",
      "id",
      "likes",
      "name",
    ]);
    expect(first.body.comments[1].replies).toEqual([]);

    const second = await anon.get<CommentPage>(`/mnb/api/style-spotlight/comments?page=2&spotlightId=${spotlight.id}`);
    expect(second.body.comments.map((c) => c.id)).toEqual([ids[0]]);
    const small = await anon.get<CommentPage>(
      `/mnb/api/style-spotlight/comments?page=2&limit=2&spotlightId=${spotlight.id}`,
    );
    expect(small.body.comments.map((c) => c.id)).toEqual([ids[3], ids[2]]);

    const everything = await anon.get<CommentPage>("/mnb/api/style-spotlight/comments?page=1");
    expect(everything.body.comments).toHaveLength(5);
    for (const page of [first, second, everything]) expect(JSON.stringify(page.body)).not.toContain("@example.com");
  });
});

describe("POST /mnb/api/style-spotlight/comment", () => {
  it("stores a page-wide comment and answers 201 with it, without the email", async () => {
    const reply = await anon.post<Comment>("/mnb/api/style-spotlight/comment", {
      ...comment(1),
      name: "  Ngozi  ",
      spotlightId: "",
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      name: "Ngozi",
      content: "Spotlight comment 1",
      rating: 2,
      likes: 0,
      dislikes: 0,
      spotlightId: null,
      replies: [],
    });
    expect(reply.body._id).toBe(reply.body.id);
    expect(JSON.stringify(reply.body)).not.toContain("@example.com");
    const stored = await db.spotlightComment.findUniqueOrThrow({ where: { id: reply.body.id } });
    expect(stored.email).toBe("spotlight.reader1@example.com");
  });

  it.each([
    [{ email: "a@example.com", content: "Hi", rating: 3 }, 422, "All fields are required!"],
    [{ name: "   ", email: "a@example.com", content: "Hi", rating: 3 }, 422, "All fields are required!"],
    [{ name: "A", email: " ", content: "Hi", rating: 3 }, 422, "All fields are required!"],
    [{ name: "A", email: "a@example.com", content: "\n ", rating: 3 }, 422, "All fields are required!"],
    [{ name: "A", email: "a@example.com", content: "Hi", rating: -1 }, 422, "Please choose a rating from 1 to 5."],
    [{ name: "A", email: "a@example.com", content: "Hi", rating: 6 }, 422, "Please choose a rating from 1 to 5."],
    [{ name: "A", email: "a@example.com", content: "Hi", rating: 3.5 }, 422, "Please choose a rating from 1 to 5."],
    [{ name: "A", email: "not-an-email", content: "Hi", rating: 3 }, 422, "Please enter a valid email address."],
    [
      { name: "A", email: "a@example.com", content: "Hi", rating: 3, spotlightId: "no-such-spotlight" },
      404,
      "Spotlight not found.",
    ],
  ])("refuses %o with %i and writes nothing", async (payload, status, message) => {
    const before = await db.spotlightComment.count();
    const reply = await anon.post("/mnb/api/style-spotlight/comment", payload);
    expect(reply.status).toBe(status);
    expect(reply.body.message).toBe(message);
    expect(await db.spotlightComment.count()).toBe(before);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const reply = await new Client().request("POST", "/mnb/api/style-spotlight/comment", "name=A", {
      "content-type": "application/json",
    });
    expect(reply.status).toBe(400);
  });
});

describe("POST /mnb/api/style-spotlight/comment/{id}/reply", () => {
  it("adds a reply and answers 201 with the created reply, and the comment with all its replies, without emails", async () => {
    const { body: parent } = await anon.post<Comment>("/mnb/api/style-spotlight/comment", comment(2));
    await anon.post(`/mnb/api/style-spotlight/comment/${parent.id}/reply`, reply(1));
    const answer = await anon.post<{ id: string; _id: string; name: string; content: string; comment: Comment }>(
      `/mnb/api/style-spotlight/comment/${parent.id}/reply`,
      { ...reply(2), name: " Kemi " },
    );
    expect(answer.status).toBe(201);
    // The created reply is the answer (the spec's old client merges it into its comment) ...
    expect(answer.body).toMatchObject({ name: "Kemi", content: "Reply number 2" });
    expect(answer.body._id).toBe(answer.body.id);
    expect(await db.spotlightReply.findUnique({ where: { id: answer.body.id }, select: { commentId: true } })).toEqual({
      commentId: parent.id,
    });
    // ... and our own page shows the comment it belongs to.
    expect(answer.body.comment).toMatchObject({ id: parent.id, content: "Spotlight comment 2" });
    expect(answer.body.comment.replies.map((r) => [r.name, r.content])).toEqual([
      ["Replier 1", "Reply number 1"],
      ["Kemi", "Reply number 2"],
    ]);
    expect(JSON.stringify(answer.body)).not.toContain("@example.com");
  });

  it.each([
    [{ email: "a@example.com", content: "Hi" }],
    [{ name: "A", email: "  ", content: "Hi" }],
    [{ name: "A", email: "a@example.com", content: "   " }],
  ])("refuses %o with 422 'All reply fields are required!' and writes nothing", async (payload) => {
    const { body: parent } = await anon.post<Comment>("/mnb/api/style-spotlight/comment", comment(3));
    const reply = await anon.post(`/mnb/api/style-spotlight/comment/${parent.id}/reply`, payload);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe("All reply fields are required!");
    expect(await db.spotlightReply.count({ where: { commentId: parent.id } })).toBe(0);
  });

  it("answers 404 for an unknown comment and writes nothing", async () => {
    const before = await db.spotlightReply.count();
    const answer = await anon.post("/mnb/api/style-spotlight/comment/no-such-comment/reply", reply(1));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe("Comment not found.");
    expect(await db.spotlightReply.count()).toBe(before);
  });
});

describe("reactions", () => {
  it("count a comment like once per visitor, and move it when the visitor switches", async () => {
    const { body } = await anon.post<Comment>("/mnb/api/style-spotlight/comment", comment(4));
    const path = `/mnb/api/style-spotlight/comment/${body.id}/reaction`;
    const visitor = new Client();
    expect((await visitor.patch<Comment>(path, { type: "like" })).body).toMatchObject({
      id: body.id,
      likes: 1,
      dislikes: 0,
      replies: [],
    });
    expect((await visitor.patch<Comment>(path, { type: "like" })).body.likes).toBe(1);
    expect((await new Client().patch<Comment>(path, { type: "like" })).body.likes).toBe(2);
    const switched = await visitor.patch<Comment>(path, { type: "dislike" });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ likes: 1, dislikes: 1 });
    expect((await visitor.patch<Comment>(path, { type: "dislike" })).body).toMatchObject({ likes: 1, dislikes: 1 });
    expect(JSON.stringify(switched.body)).not.toContain("@example.com");
  });

  it("count a reply like once per visitor, and move it when the visitor switches", async () => {
    const { body: parent } = await anon.post<Comment>("/mnb/api/style-spotlight/comment", comment(5));
    const { body: answer } = await anon.post<{ comment: Comment }>(
      `/mnb/api/style-spotlight/comment/${parent.id}/reply`,
      reply(3),
    );
    const created = answer.comment.replies[0];
    const path = `/mnb/api/style-spotlight/reply/${created.id}/reaction`;
    const visitor = new Client();
    const liked = await visitor.patch<Reply>(path, { type: "like" });
    expect(liked.status).toBe(200);
    expect(liked.body).toEqual({ ...created, likes: 1 });
    expect((await visitor.patch<Reply>(path, { type: "like" })).body.likes).toBe(1);
    expect((await new Client().patch<Reply>(path, { type: "dislike" })).body).toMatchObject({ likes: 1, dislikes: 1 });
    expect((await visitor.patch<Reply>(path, { type: "dislike" })).body).toMatchObject({ likes: 0, dislikes: 2 });
    // The spec's old client sends a reply's reaction to the comment address: the same reply, the same single count.
    const oldPath = `/mnb/api/style-spotlight/comment/${created.id}/reaction`;
    const viaComment = await visitor.patch<Reply>(oldPath, { type: "like" });
    expect(viaComment.status).toBe(200);
    expect(viaComment.body).toMatchObject({ id: created.id, likes: 1, dislikes: 1 });
    expect((await visitor.patch<Reply>(oldPath, { type: "like" })).body).toMatchObject({ likes: 1, dislikes: 1 });
    expect(await db.reaction.count({ where: { targetId: created.id } })).toBe(2);
  });

  it("refuses an unknown type with 422 and unknown items with 404, counting nothing", async () => {
    const { body } = await anon.post<Comment>("/mnb/api/style-spotlight/comment", comment(6));
    const bad = await new Client().patch(`/mnb/api/style-spotlight/comment/${body.id}/reaction`, { type: "love" });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Reaction type must be "like" or "dislike".');
    expect(
      await db.spotlightComment.findUniqueOrThrow({ where: { id: body.id }, select: { likes: true, dislikes: true } }),
    ).toEqual({ likes: 0, dislikes: 0 });
    const missingComment = await new Client().patch("/mnb/api/style-spotlight/comment/nope/reaction", { type: "like" });
    expect(missingComment.status).toBe(404);
    expect(missingComment.body.message).toBe("Comment not found.");
    const missingReply = await new Client().patch("/mnb/api/style-spotlight/reply/nope/reaction", { type: "like" });
    expect(missingReply.status).toBe(404);
    expect(missingReply.body.message).toBe("Reply not found.");
    expect(await db.reaction.count({ where: { targetId: "nope" } })).toBe(0);
  });
});
