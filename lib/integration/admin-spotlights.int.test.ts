// Manage Spotlight's calls for anonymous, user and admin callers: refusals change nothing, bad payloads write no row
// and store no file, every write shows on /style-spotlight at once, and deletes leave no replies or reactions behind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { file, pngBytes, postForm, signedIn, storedFileCount as countFiles, unique } from "@/testing/fixtures";

type Spotlight = { id: string; name: string; description: string; category: "Male" | "Female"; imageUrl: string };
type Comment = { id: string; replies: { id: string }[] };

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

const png = async (size = 32) => file(await pngBytes(size, size), "look.png", "image/png");
const fields = (overrides: Record<string, string> = {}) => ({
  name: unique("Nominee"),
  category: "Female",
  description: "A green agbada with gold trim.",
  ...overrides,
});

async function nominate(overrides: Record<string, string> = {}, image?: File | null) {
  const form = await postForm(fields(overrides), image === null ? undefined : (image ?? (await png())));
  return admin.client.post<{ message: string; spotlight: Spotlight }>("/mnb/api/spotlights", form);
}

/** The public gallery as a visitor sees it (the rewrite serves the cached static page). */
const gallery = async (query = "") => (await anon.get<string>(`/style-spotlight${query}`)).body;
/** A spotlight's card in the gallery (its name also shows in the comment form's "About" list on every view). */
const card = (id: string) => `id="spotlight-${id}"`;

/** A comment (optionally about a spotlight) with a reply, each liked by a visitor: ids of everything it made. */
async function discussed(spotlightId?: string) {
  const comment = await new Client().post<Comment>("/mnb/api/style-spotlight/comment", {
    name: "Ada",
    email: "ada@example.com",
    content: unique("Sharp look"),
    rating: 4,
    ...(spotlightId ? { spotlightId } : {}),
  });
  expect(comment.status).toBe(201);
  const replied = await new Client().post<{ id: string }>(`/mnb/api/style-spotlight/comment/${comment.body.id}/reply`, {
    name: "Bola",
    email: "bola@example.com",
    content: "Agreed",
  });
  const replyId = replied.body.id;
  const visitor = new Client();
  expect(
    (await visitor.patch(`/mnb/api/style-spotlight/comment/${comment.body.id}/reaction`, { type: "like" })).status,
  ).toBe(200);
  expect((await visitor.patch(`/mnb/api/style-spotlight/reply/${replyId}/reaction`, { type: "dislike" })).status).toBe(
    200,
  );
  expect(await db.reaction.count({ where: { targetId: { in: [comment.body.id, replyId] } } })).toBe(2);
  return { commentId: comment.body.id, replyId };
}

/** Reactions whose comment or reply no longer exists. */
const orphanReactions = async () =>
  Number(
    (
      await db.$queryRaw<{ n: bigint }[]>`
        SELECT count(*) AS n FROM "Reaction" r
        WHERE (r."target" = 'SPOTLIGHT_COMMENT' AND NOT EXISTS (SELECT 1 FROM "SpotlightComment" c WHERE c."id" = r."targetId"))
           OR (r."target" = 'SPOTLIGHT_REPLY' AND NOT EXISTS (SELECT 1 FROM "SpotlightReply" p WHERE p."id" = r."targetId"))`
    )[0].n,
  );

describe("POST /mnb/api/spotlights", () => {
  it("nominates with the spec's message, stores the image and shows it on /style-spotlight at once (admin)", async () => {
    await gallery(); // cached before the write, so seeing the nominee proves the write expired it
    await gallery("?category=female");
    const name = unique("Tiwa Style");
    const reply = await nominate({ name, category: "female" });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Artist nominated successfully!");
    expect(reply.body.spotlight).toMatchObject({
      name,
      category: "Female",
      description: "A green agbada with gold trim.",
    });
    const image = await anon.get(reply.body.spotlight.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const id = reply.body.spotlight.id;
    expect(await gallery()).toContain(card(id));
    expect(await gallery()).toContain(name);
    expect(await gallery("?category=female")).toContain(card(id));
    expect(await gallery("?category=male")).not.toContain(card(id));
    const list = await anon.get<Spotlight[]>("/mnb/api/getAllSpotlights");
    expect(list.body.map((s) => s.id)).toContain(reply.body.spotlight.id);
  });

  it("refuses anonymous (401) and user (403) callers and writes nothing", async () => {
    const [rows, files] = [await db.spotlight.count(), countFiles()];
    const form = await postForm(fields(), await png());
    expect((await anon.post("/mnb/api/spotlights", form)).status).toBe(401);
    const asUser = await user.client.post("/mnb/api/spotlights", form);
    expect(asUser.status).toBe(403);
    expect(asUser.body.code).toBe("forbidden");
    expect(await db.spotlight.count()).toBe(rows);
    expect(countFiles()).toBe(files);
  });

  it.each([
    ["no name", { name: "" }],
    ["a blank description", { description: "   " }],
    ["no category", { category: "" }],
  ])("refuses %s with 422 and the required message, no row and no file", async (_label, overrides) => {
    const [rows, files] = [await db.spotlight.count(), countFiles()];
    const reply = await nominate(overrides);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe("Name, category, description and image are required.");
    expect(await db.spotlight.count()).toBe(rows);
    expect(countFiles()).toBe(files);
  });

  it("refuses a nomination without an image (422), and one with an empty file", async () => {
    const rows = await db.spotlight.count();
    for (const image of [null, file(new Uint8Array(0), "", "application/octet-stream")]) {
      const reply = await nominate({}, image);
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe("Name, category, description and image are required.");
    }
    expect(await db.spotlight.count()).toBe(rows);
  });

  it("refuses a category other than Male or Female, writing nothing", async () => {
    const [rows, files] = [await db.spotlight.count(), countFiles()];
    const reply = await nominate({ category: "Other" });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe("Category must be Male or Female.");
    expect(await db.spotlight.count()).toBe(rows);
    expect(countFiles()).toBe(files);
  });

  it.each([
    [
      "an HTML page named .png",
      new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>"),
      "evil.png",
      "image/png",
    ],
    [
      "an SVG image",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      "look.svg",
      "image/svg+xml",
    ],
    [
      "a text file called .jpg",
      new TextEncoder().encode("just some plain text, not a picture at all"),
      "look.jpg",
      "image/jpeg",
    ],
  ])("refuses %s with 415, no row and no file", async (_label, bytes, name, type) => {
    const [rows, files] = [await db.spotlight.count(), countFiles()];
    const reply = await nominate({}, file(bytes, name, type));
    expect(reply.status).toBe(415);
    expect(reply.body.message).toMatch(/JPEG, PNG or WebP/);
    expect(await db.spotlight.count()).toBe(rows);
    expect(countFiles()).toBe(files);
  });

  it("refuses an oversize image with 413, no row and no file", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await pngBytes());
    const [rows, files] = [await db.spotlight.count(), countFiles()];
    const reply = await nominate({}, file(big, "huge.png", "image/png"));
    expect(reply.status).toBe(413);
    expect(await db.spotlight.count()).toBe(rows);
    expect(countFiles()).toBe(files);
  });

  it("refuses a JSON body (415)", async () => {
    const reply = await admin.client.post("/mnb/api/spotlights", fields());
    expect(reply.status).toBe(415);
  });
});

describe("PUT /mnb/api/spotlights/{id}", () => {
  it("edits the fields, replaces the image and deletes the old file, and the gallery shows it at once", async () => {
    const { body } = await nominate();
    await gallery();
    const name = unique("Renamed");
    const form = await postForm({ name, category: "Male", description: "A sharp kaftan." }, await png(48));
    const reply = await admin.client.put<{ message: string; spotlight: Spotlight }>(
      `/mnb/api/spotlights/${body.spotlight.id}`,
      form,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Spotlight updated");
    expect(reply.body.spotlight).toMatchObject({
      id: body.spotlight.id,
      name,
      category: "Male",
      description: "A sharp kaftan.",
    });
    expect(reply.body.spotlight.imageUrl).not.toBe(body.spotlight.imageUrl);
    expect((await anon.get(reply.body.spotlight.imageUrl)).status).toBe(200);
    expect((await anon.get(body.spotlight.imageUrl)).status).toBe(404);
    const page = await gallery();
    expect(page).toContain(name);
    expect(page).not.toContain(body.spotlight.name);
    expect(await gallery("?category=male")).toContain(card(body.spotlight.id));
    expect(await gallery("?category=female")).not.toContain(card(body.spotlight.id));
  });

  it("keeps the image when no new one is sent", async () => {
    const { body } = await nominate();
    const files = countFiles();
    const reply = await admin.client.put<{ spotlight: Spotlight }>(
      `/mnb/api/spotlights/${body.spotlight.id}`,
      await postForm(fields({ category: "Female" })),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.spotlight.imageUrl).toBe(body.spotlight.imageUrl);
    expect((await anon.get(body.spotlight.imageUrl)).status).toBe(200);
    expect(countFiles()).toBe(files);
  });

  it("refuses anonymous and user callers and changes nothing", async () => {
    const { body } = await nominate();
    const files = countFiles();
    const form = await postForm(fields({ name: "Hacked" }), await png());
    expect((await anon.put(`/mnb/api/spotlights/${body.spotlight.id}`, form)).status).toBe(401);
    expect((await user.client.put(`/mnb/api/spotlights/${body.spotlight.id}`, form)).status).toBe(403);
    const row = await db.spotlight.findUniqueOrThrow({ where: { id: body.spotlight.id } });
    expect(row).toMatchObject({ name: body.spotlight.name, imageUrl: body.spotlight.imageUrl });
    expect(countFiles()).toBe(files);
  });

  it("refuses missing fields, a wrong category and a disguised image, changing nothing and keeping the old file", async () => {
    const { body } = await nominate();
    const files = countFiles();
    const url = `/mnb/api/spotlights/${body.spotlight.id}`;
    const missing = await admin.client.put(url, await postForm({ name: "", category: "Male", description: "x" }));
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe("Name, category and description are required.");
    const wrong = await admin.client.put(url, await postForm(fields({ category: "Unisex" })));
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe("Category must be Male or Female.");
    const disguised = await admin.client.put(
      url,
      await postForm(fields(), file(new TextEncoder().encode("<html></html>"), "x.png", "image/png")),
    );
    expect(disguised.status).toBe(415);
    expect(await db.spotlight.findUniqueOrThrow({ where: { id: body.spotlight.id } })).toMatchObject({
      name: body.spotlight.name,
      category: "FEMALE",
      imageUrl: body.spotlight.imageUrl,
    });
    expect((await anon.get(body.spotlight.imageUrl)).status).toBe(200);
    expect(countFiles()).toBe(files);
  });

  it("answers 404 for an unknown id and stores no file", async () => {
    const files = countFiles();
    const reply = await admin.client.put(
      "/mnb/api/spotlights/no-such-spotlight",
      await postForm(fields(), await png()),
    );
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe("Spotlight not found.");
    expect(countFiles()).toBe(files);
  });
});

describe("DELETE /mnb/api/spotlights/{id}", () => {
  it("refuses anonymous and user callers, then deletes the spotlight, its comments, replies, reactions and image (admin)", async () => {
    const { body } = await nominate();
    const about = await discussed(body.spotlight.id);
    const other = await discussed();
    const url = `/mnb/api/spotlights/${body.spotlight.id}`;
    expect((await anon.delete(url)).status).toBe(401);
    expect((await user.client.delete(url)).status).toBe(403);
    expect(await db.spotlight.count({ where: { id: body.spotlight.id } })).toBe(1);
    expect(await db.reaction.count({ where: { targetId: { in: [about.commentId, about.replyId] } } })).toBe(2);
    await gallery();

    const reply = await admin.client.delete(url);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Deleted successfully" });
    expect(await db.spotlight.count({ where: { id: body.spotlight.id } })).toBe(0);
    expect(await db.spotlightComment.count({ where: { id: about.commentId } })).toBe(0);
    expect(await db.spotlightReply.count({ where: { id: about.replyId } })).toBe(0);
    expect(await db.reaction.count({ where: { targetId: { in: [about.commentId, about.replyId] } } })).toBe(0);
    expect(await orphanReactions()).toBe(0);
    // Comments about other things stay.
    expect(await db.spotlightComment.count({ where: { id: other.commentId } })).toBe(1);
    expect(await db.reaction.count({ where: { targetId: { in: [other.commentId, other.replyId] } } })).toBe(2);
    expect((await anon.get(body.spotlight.imageUrl)).status).toBe(404);
    const page = await gallery();
    expect(page).not.toContain(card(body.spotlight.id));
    expect(page).not.toContain(body.spotlight.name);
    expect((await admin.client.delete(url)).status).toBe(404);
  });
});

describe("DELETE /mnb/api/style-spotlight/comment/{commentId}", () => {
  it("refuses anonymous and user callers, then removes the comment, its replies and their reactions (admin)", async () => {
    const target = await discussed();
    const kept = await discussed();
    const url = `/mnb/api/style-spotlight/comment/${target.commentId}`;
    expect((await anon.delete(url)).status).toBe(401);
    expect((await user.client.delete(url)).status).toBe(403);
    expect(await db.spotlightComment.count({ where: { id: target.commentId } })).toBe(1);

    const reply = await admin.client.delete(url);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Comment deleted successfully" });
    expect(await db.spotlightComment.count({ where: { id: target.commentId } })).toBe(0);
    expect(await db.spotlightReply.count({ where: { commentId: target.commentId } })).toBe(0);
    expect(await db.reaction.count({ where: { targetId: { in: [target.commentId, target.replyId] } } })).toBe(0);
    expect(await orphanReactions()).toBe(0);
    expect(await db.spotlightComment.count({ where: { id: kept.commentId } })).toBe(1);
    expect(await db.reaction.count({ where: { targetId: { in: [kept.commentId, kept.replyId] } } })).toBe(2);
    const list = await anon.get<Comment[]>("/mnb/api/style-spotlight/comments");
    expect(list.body.map((c) => c.id)).not.toContain(target.commentId);
    expect(list.body.map((c) => c.id)).toContain(kept.commentId);
  });

  it("answers 404 for a comment that does not exist", async () => {
    const reply = await admin.client.delete("/mnb/api/style-spotlight/comment/no-such-comment");
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe("Comment not found.");
  });

  it("lowers the spotlight's rating at once when a rated comment about it goes", async () => {
    const { body } = await nominate();
    const low = await new Client().post<Comment>("/mnb/api/style-spotlight/comment", {
      name: "Ada",
      email: "ada@example.com",
      content: "Not for me",
      rating: 1,
      spotlightId: body.spotlight.id,
    });
    const rated = async () =>
      (await anon.get<(Spotlight & { ratingsCount: number })[]>("/mnb/api/getAllSpotlights")).body.find(
        (s) => s.id === body.spotlight.id,
      );
    expect((await rated())?.ratingsCount).toBe(1);
    await admin.client.delete(`/mnb/api/style-spotlight/comment/${low.body.id}`);
    expect((await rated())?.ratingsCount).toBe(0);
  });
});

describe("DELETE /mnb/api/style-spotlight/comments", () => {
  it("refuses anonymous and user callers, then removes every comment, reply and their reactions (admin)", async () => {
    await discussed();
    await discussed();
    const [comments, replies, reactions] = [
      await db.spotlightComment.count(),
      await db.spotlightReply.count(),
      await db.reaction.count(),
    ];
    expect((await anon.delete("/mnb/api/style-spotlight/comments")).status).toBe(401);
    expect((await user.client.delete("/mnb/api/style-spotlight/comments")).status).toBe(403);
    expect([await db.spotlightComment.count(), await db.spotlightReply.count(), await db.reaction.count()]).toEqual([
      comments,
      replies,
      reactions,
    ]);
    expect((await anon.get<Comment[]>("/mnb/api/style-spotlight/comments")).body.length).toBeGreaterThan(1);

    const reply = await admin.client.delete("/mnb/api/style-spotlight/comments");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: "All comments deleted successfully", deleted: comments });
    expect(await db.spotlightComment.count()).toBe(0);
    expect(await db.spotlightReply.count()).toBe(0);
    expect(await db.reaction.count({ where: { target: { in: ["SPOTLIGHT_COMMENT", "SPOTLIGHT_REPLY"] } } })).toBe(0);
    expect(await orphanReactions()).toBe(0);
    expect((await anon.get<Comment[]>("/mnb/api/style-spotlight/comments")).body).toEqual([]);
    expect(await gallery()).toContain("No comments yet. Be the first!");
  });
});
