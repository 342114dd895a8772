// Post routes for anonymous, user and admin callers: refusals change nothing, bad payloads write nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { file, pngBytes, postForm, signedIn, storedFileCount as countFiles, unique } from "@/testing/fixtures";

type Post = {
  id: string;
  slug: string;
  title: string;
  author: string;
  categories: string[];
  imageUrl: string | null;
  content: string;
};

let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();

beforeAll(async () => {
  admin = await signedIn("ADMIN");
  user = await signedIn("USER");
});
afterAll(() => db.$disconnect());

async function createPost(fields: Partial<Record<string, string>> = {}, image?: File) {
  const title = fields.title ?? unique("Post title");
  const form = await postForm(
    {
      title,
      content: "Some content for the post.",
      author: "Tester",
      categories: "Music, News ,",
      ...fields,
    } as Record<string, string>,
    image,
  );
  return admin.client.post<{ message: string; post: Post }>("/mnb/api/addPost", form);
}

describe("reading posts", () => {
  it("lists, fetches by slug and by id, and serves the simple list", async () => {
    const { body } = await createPost();
    const list = await anon.get<Post[]>("/mnb/api/getAllPosts");
    expect(list.body.map((p) => p.id)).toContain(body.post.id);
    expect((await anon.get<Post>(`/mnb/api/getPost/${body.post.slug}`)).body.id).toBe(body.post.id);
    expect((await anon.get<Post>(`/mnb/api/getPost/${body.post.id}`)).body.slug).toBe(body.post.slug);
    const simple = await anon.get<{ id: string; title: string; body: string }[]>("/mnb/api/posts");
    expect(simple.body.find((p) => p.id === body.post.id)).toMatchObject({
      title: body.post.title,
      body: "Some content for the post.",
    });
  });

  it("answers a malformed slug with 400 'Invalid slug.' and an unknown one with 404 'Blog post not found.'", async () => {
    const bad = await anon.get("/mnb/api/getPost/Not_A%20Slug");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid slug.");
    const missing = await anon.get("/mnb/api/getPost/no-such-post-here");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Blog post not found.");
  });
});

describe("POST /mnb/api/addPost", () => {
  it("creates a post with an image, slug and split categories (admin)", async () => {
    const title = unique("Afrobeats Rising");
    const reply = await createPost({ title }, file(await pngBytes(), "cover.png", "image/png"));
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Post added successfully!");
    expect(reply.body.post).toMatchObject({ title, author: "Tester", categories: ["Music", "News"] });
    expect(reply.body.post.slug).toBe(title.toLowerCase().replace(" ", "-"));
    const image = await anon.get(reply.body.post.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("gives a second post with the same title its own slug", async () => {
    const title = unique("Same Title");
    const first = await createPost({ title });
    const second = await createPost({ title });
    expect(second.body.post.slug).toBe(`${first.body.post.slug}-2`);
  });

  it("refuses anonymous (401) and non-admin (403) callers and writes nothing", async () => {
    const before = await db.post.count();
    const form = await postForm({ title: unique("Nope"), content: "c", author: "a" });
    expect((await anon.post("/mnb/api/addPost", form)).status).toBe(401);
    const asUser = await user.client.post("/mnb/api/addPost", form);
    expect(asUser.status).toBe(403);
    expect(asUser.body.code).toBe("forbidden");
    expect(await db.post.count()).toBe(before);
  });

  it("refuses missing fields with the spec's message", async () => {
    const before = await db.post.count();
    const reply = await admin.client.post("/mnb/api/addPost", await postForm({ title: "Only a title" }));
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe("Please fill in all required fields.");
    expect(await db.post.count()).toBe(before);
  });

  it("refuses a JSON body where multipart is expected", async () => {
    const reply = await admin.client.post("/mnb/api/addPost", { title: "x", content: "y", author: "z" });
    expect(reply.status).toBe(415);
  });

  it.each([
    [
      "an HTML page named .png",
      new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>"),
      "evil.png",
      "image/png",
      415,
    ],
    [
      "an SVG image",
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      "logo.svg",
      "image/svg+xml",
      415,
    ],
    [
      "a text file called .jpg",
      new TextEncoder().encode("just some plain text, not a picture at all"),
      "photo.jpg",
      "image/jpeg",
      415,
    ],
  ])("refuses %s with 415 and leaves no post and no file", async (_label, bytes, name, type, status) => {
    const [posts, files] = [await db.post.count(), countFiles()];
    const reply = await createPost({}, file(bytes, name, type));
    expect(reply.status).toBe(status);
    expect(reply.body.message).toMatch(/JPEG, PNG or WebP/);
    expect(await db.post.count()).toBe(posts);
    expect(countFiles()).toBe(files);
  });

  it("refuses an oversize image with 413 and writes nothing", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await pngBytes());
    const posts = await db.post.count();
    const reply = await createPost({}, file(big, "huge.png", "image/png"));
    expect(reply.status).toBe(413);
    expect(reply.body.message).toMatch(/too large/);
    expect(await db.post.count()).toBe(posts);
  });
});

describe("PUT /mnb/api/updatePost/{id}", () => {
  it("updates fields, keeps the slug, defaults the author to Admin and replaces the image", async () => {
    const { body } = await createPost({}, file(await pngBytes(), "a.png", "image/png"));
    const form = await postForm(
      { title: "Renamed post", content: "New content", author: "", categories: "Style" },
      file(await pngBytes(48, 48), "b.png", "image/png"),
    );
    const reply = await admin.client.put<{ message: string; post: Post }>(`/mnb/api/updatePost/${body.post.id}`, form);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Post updated successfully!");
    expect(reply.body.post).toMatchObject({
      title: "Renamed post",
      author: "Admin",
      categories: ["Style"],
      slug: body.post.slug,
    });
    expect(reply.body.post.imageUrl).not.toBe(body.post.imageUrl);
    expect((await anon.get(body.post.imageUrl!)).status).toBe(404);
    expect((await anon.get<Post>(`/mnb/api/getPost/${body.post.slug}`)).body.title).toBe("Renamed post");
  });

  it("refuses anonymous and user callers and changes nothing", async () => {
    const { body } = await createPost();
    const form = await postForm({ title: "Hacked", content: "x" });
    expect((await anon.put(`/mnb/api/updatePost/${body.post.id}`, form)).status).toBe(401);
    expect((await user.client.put(`/mnb/api/updatePost/${body.post.id}`, form)).status).toBe(403);
    expect((await db.post.findUniqueOrThrow({ where: { id: body.post.id } })).title).toBe(body.post.title);
  });

  it("requires title and content, and answers 404 for an unknown id", async () => {
    const { body } = await createPost();
    const invalid = await admin.client.put(
      `/mnb/api/updatePost/${body.post.id}`,
      await postForm({ title: "", content: "" }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe("Title and content are required.");
    const missing = await admin.client.put(
      "/mnb/api/updatePost/does-not-exist",
      await postForm({ title: "t", content: "c" }),
    );
    expect(missing.status).toBe(404);
  });
});

describe("DELETE /mnb/api/deletePost/{id}", () => {
  it("refuses anonymous and user callers, then deletes the post and its comments for an admin", async () => {
    const { body } = await createPost();
    await anon.post(`/mnb/api/posts/${body.post.slug}/comments`, {
      text: "Nice",
      name: "Ngozi",
      email: "ngozi@example.com",
      rating: 4,
    });
    expect((await anon.delete(`/mnb/api/deletePost/${body.post.id}`)).status).toBe(401);
    expect((await user.client.delete(`/mnb/api/deletePost/${body.post.id}`)).status).toBe(403);
    expect(await db.post.count({ where: { id: body.post.id } })).toBe(1);
    const reply = await admin.client.delete(`/mnb/api/deletePost/${body.post.id}`);
    expect(reply.body).toEqual({ message: "Post deleted successfully" });
    expect(await db.post.count({ where: { id: body.post.id } })).toBe(0);
    expect(await db.postComment.count({ where: { postId: body.post.id } })).toBe(0);
    expect((await anon.get(`/mnb/api/getPost/${body.post.slug}`)).status).toBe(404);
  });
});
