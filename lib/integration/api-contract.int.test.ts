// The contract old clients rely on: the public reads answer the shapes the spec's call tables show (plain arrays where
// the old client maps the answer), and every answer under /mnb/api, even for a path or method that does not exist,
// is the JSON error shape { message, code } – 404 not_found, or 405 method_not_allowed with an Allow header.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { allowedMethods, API_METHODS, API_ROUTES } from "@/lib/api/policy";
import { Client, type Reply } from "@/testing/http";
import { unique } from "@/testing/fixtures";

type Comment = { id: string; content: string; spotlightId: string | null; replies: unknown[] };
type CommentPage = { comments: Comment[]; page: number; totalPages: number; total: number };

const anon = new Client();
let spotlightId: string;
const tag = unique("contract");

beforeAll(async () => {
  const spotlight = await db.spotlight.create({
    data: {
      name: tag,
      description: "A look for the contract tests.",
      imageUrl: "/files/test/look.png",
      category: "MALE",
    },
  });
  spotlightId = spotlight.id;
  // The artist and advert lists are cached on first read: never let this file cache them empty for the files after it.
  await db.artist.create({ data: { name: `${tag} artist`, genre: "Afrobeats", imageUrl: "/files/image/artist.png" } });
  await db.advert.create({ data: { title: `${tag} advert`, description: "A partner", link: "https://example.com" } });
  for (const n of [1, 2]) {
    const reply = await anon.post("/mnb/api/style-spotlight/comment", {
      name: "Ada",
      email: "ada@example.com",
      content: `${tag} ${n}`,
      rating: 4,
      spotlightId,
    });
    expect(reply.status).toBe(201);
  }
  await anon.post("/mnb/api/style-spotlight/comment", {
    name: "Ada",
    email: "ada@example.com",
    content: `${tag} page-wide`,
    rating: 3,
  });
});
afterAll(() => db.$disconnect());

describe("GET /mnb/api/style-spotlight/comments", () => {
  it("answers the old client's plain array of comments, newest first with their replies, when no page is asked for", async () => {
    const reply = await anon.get<Comment[]>("/mnb/api/style-spotlight/comments");
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    const ours = reply.body.filter((c) => c.content.startsWith(tag)).map((c) => c.content);
    expect(ours).toEqual([`${tag} page-wide`, `${tag} 2`, `${tag} 1`]);
    expect(reply.body[0].replies).toEqual(expect.any(Array));
    expect(JSON.stringify(reply.body)).not.toContain("@example.com");
  });

  it("narrows the array to one spotlight's comments", async () => {
    const reply = await anon.get<Comment[]>(`/mnb/api/style-spotlight/comments?spotlightId=${spotlightId}`);
    expect(reply.body.map((c) => c.content)).toEqual([`${tag} 2`, `${tag} 1`]);
  });

  it("keeps the paged object for ?page (and ?limit)", async () => {
    const paged = await anon.get<CommentPage>(`/mnb/api/style-spotlight/comments?page=1&spotlightId=${spotlightId}`);
    expect(paged.body).toMatchObject({ page: 1, totalPages: 1, total: 2 });
    expect(paged.body.comments).toHaveLength(2);
    const limited = await anon.get<CommentPage>(`/mnb/api/style-spotlight/comments?limit=1&spotlightId=${spotlightId}`);
    expect(limited.body).toMatchObject({ page: 1, totalPages: 2, total: 2 });
  });
});

describe("the other public reads keep the shapes the spec's clients read", () => {
  it.each([
    ["/mnb/api/getAllArtist"],
    ["/mnb/api/contacts"],
    ["/mnb/api/getAllPosts"],
    ["/mnb/api/posts"],
    ["/mnb/api/getAllSpotlights"],
    ["/mnb/api/getAdverts"],
    ["/mnb/api/style-spotlight/comments"],
  ])("GET %s is a plain array", async (path) => {
    const reply = await anon.get(path);
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
  });

  it("GET /mnb/api/getAllSongs is { songs: [] } (the admin client reads array-or-songs) and the team list carries members", async () => {
    expect(Array.isArray((await anon.get<{ songs: unknown }>("/mnb/api/getAllSongs")).body.songs)).toBe(true);
    const team = await anon.get<{ members: unknown; total: unknown }>("/mnb/api/teamMembers");
    expect(Array.isArray(team.body.members)).toBe(true);
    expect(typeof team.body.total).toBe("number");
  });
});

function expectError(reply: Reply, status: number, code: string) {
  expect(reply.status).toBe(status);
  expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
  expect(reply.body).toEqual({ message: expect.any(String), code });
}

describe("unknown paths under /mnb/api", () => {
  it("answer 404 not_found as JSON for GET, DELETE, JSON and multipart POST", async () => {
    const form = new FormData();
    form.set("title", "junk");
    form.set("image", new File([new Uint8Array([1, 2, 3])], "x.png", { type: "image/png" }));
    expectError(await anon.get("/mnb/api/doesNotExist"), 404, "not_found");
    expectError(await anon.get("/mnb/api"), 404, "not_found");
    expectError(await anon.delete("/mnb/api/deletePost"), 404, "not_found");
    expectError(await anon.delete(`/mnb/api/getPost/${tag}/extra`), 404, "not_found");
    expectError(await anon.post("/mnb/api/nope/deeper", { a: 1 }), 404, "not_found");
    // Before: Next took a multipart POST to an unknown path for a Server Action and answered 409.
    expectError(await anon.post("/mnb/api/addPosts", form), 404, "not_found");
    expectError(await anon.request("PATCH", "/mnb/api/likeSong", "{"), 404, "not_found");
  });
});

describe("a known path with a method it does not answer", () => {
  it.each([
    ["DELETE", "/mnb/api/getAllPosts", "GET, HEAD, OPTIONS"],
    ["POST", `/mnb/api/getPost/${tag}`, "GET, HEAD, OPTIONS"],
    ["PUT", "/mnb/api/contacts", "GET, POST, HEAD, OPTIONS"],
    ["GET", "/mnb/api/addPost", "POST, OPTIONS"],
    ["POST", "/mnb/api/updatePost/abc", "PUT, OPTIONS"],
    ["GET", "/mnb/api/deleteUserProfile/abc", "DELETE, OPTIONS"],
  ])("%s %s answers 405 method_not_allowed with Allow: %s", async (method, path, allow) => {
    const reply = await anon.request(method, path, method === "GET" ? undefined : { a: 1 });
    expectError(reply, 405, "method_not_allowed");
    expect(reply.headers.get("allow")).toBe(allow);
  });

  // No middleware stands in front of /mnb/api: each route file answers the methods it does not serve itself
  // (lib/api/not-allowed.ts). A route file without that line would answer Next's empty 405, or list them in OPTIONS.
  it("is answered so by every route of the registry, for every method it does not serve, with OPTIONS listing the rest", async () => {
    for (const [pattern, policies] of Object.entries(API_ROUTES)) {
      const path = pattern.replace(/\[[^\]]+\]/g, "x");
      const allow = allowedMethods(policies);
      for (const method of [...API_METHODS, "HEAD"].filter((m) => !allow.includes(m))) {
        const reply = await anon.request(method, path, method === "GET" || method === "HEAD" ? undefined : { a: 1 });
        if (method === "HEAD") expect(reply.status, `${method} ${path}`).toBe(405);
        else expectError(reply, 405, "method_not_allowed");
        expect(reply.headers.get("allow"), `${method} ${path}`).toBe(allow.join(", "));
      }
      const options = await anon.request("OPTIONS", path);
      expect(options.status, `OPTIONS ${path}`).toBe(204);
      expect(options.headers.get("allow"), `OPTIONS ${path}`).toBe(allow.join(", "));
    }
  });

  it("answers HEAD wherever GET is, and OPTIONS with the allowed methods", async () => {
    expect((await anon.request("HEAD", "/mnb/api/getAllPosts")).status).toBe(200);
    const options = await anon.request("OPTIONS", "/mnb/api/contacts");
    expect(options.status).toBeLessThan(300);
    expect(options.headers.get("allow")?.split(/,\s*/).sort()).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
  });
});

describe("/containercomponent/{id}", () => {
  it("serves the old client's review page with the review form", async () => {
    const reply = await anon.get<string>(`/containercomponent/${tag}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain("Leave Us Your Review Here:");
    expect(reply.body).toContain('aria-label="Leave a review"');
  });
});
