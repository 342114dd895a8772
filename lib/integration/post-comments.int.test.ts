// Post comments persist, page 5 at a time, never expose emails, and reactions count once per visitor.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { postForm, signedIn, unique } from "@/testing/fixtures";

type Comment = { id: string; name: string; text: string; rating: number; likes: number; dislikes: number };
type Page = { comments: Comment[]; page: number; totalPages: number; total: number; averageRating: number | null };

let slug: string;
beforeAll(async () => {
  const admin = await signedIn("ADMIN");
  const reply = await admin.client.post<{ post: { slug: string } }>(
    "/mnb/api/addPost",
    await postForm({ title: unique("Commented"), content: "c", author: "a" }),
  );
  slug = reply.body.post.slug;
});
afterAll(() => db.$disconnect());

const comment = (n: number) => ({
  text: `Comment number ${n}`,
  name: `Reader ${n}`,
  email: `reader${n}@example.com`,
  rating: (n % 5) + 1,
});

describe("post comments", () => {
  it("stores a comment and returns it without the email", async () => {
    const reply = await new Client().post<Comment>(`/mnb/api/posts/${slug}/comments`, comment(0));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ text: "Comment number 0", name: "Reader 0", rating: 1, likes: 0, dislikes: 0 });
    expect(JSON.stringify(reply.body)).not.toContain("@example.com");
  });

  it("pages comments five at a time, newest first", async () => {
    for (let n = 1; n <= 6; n++) await new Client().post(`/mnb/api/posts/${slug}/comments`, comment(n));
    const first = await new Client().get<Page>(`/mnb/api/posts/${slug}/comments?page=1`);
    expect(first.body.comments).toHaveLength(5);
    expect(first.body.total).toBe(7);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.comments[0].text).toBe("Comment number 6");
    const second = await new Client().get<Page>(`/mnb/api/posts/${slug}/comments?page=2`);
    expect(second.body.comments.map((c) => c.text)).toEqual(["Comment number 1", "Comment number 0"]);
    expect(JSON.stringify(first.body)).not.toContain("@example.com");
  });

  it.each([
    [{ name: "A", email: "a@example.com", rating: 3 }, "Comment, name and email are required."],
    [{ text: "Hi", email: "a@example.com", rating: 3 }, "Comment, name and email are required."],
    [{ text: "Hi", name: "A", email: "not-an-email", rating: 3 }, "Please enter a valid email address."],
    [{ text: "Hi", name: "A", email: "a@example.com", rating: 9 }, "Please choose a rating from 1 to 5."],
    [{ text: "   ", name: "A", email: "a@example.com", rating: 2 }, "Comment, name and email are required."],
  ])("refuses %o with 422 and writes nothing", async (payload, message) => {
    const before = await db.postComment.count();
    const reply = await new Client().post(`/mnb/api/posts/${slug}/comments`, payload);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message);
    expect(await db.postComment.count()).toBe(before);
  });

  it("answers 404 for comments on an unknown post", async () => {
    expect((await new Client().post("/mnb/api/posts/no-such-post/comments", comment(1))).status).toBe(404);
  });

  it("counts a like once per visitor, and moves it when the visitor switches to dislike", async () => {
    const { body } = await new Client().post<Comment>(`/mnb/api/posts/${slug}/comments`, comment(8));
    const visitor = new Client();
    await visitor.patch(`/mnb/api/post-comment/${body.id}/reaction`, { type: "like" });
    const repeat = await visitor.patch<Comment>(`/mnb/api/post-comment/${body.id}/reaction`, { type: "like" });
    expect(repeat.body.likes).toBe(1);
    const other = await new Client().patch<Comment>(`/mnb/api/post-comment/${body.id}/reaction`, { type: "like" });
    expect(other.body.likes).toBe(2);
    const switched = await visitor.patch<Comment>(`/mnb/api/post-comment/${body.id}/reaction`, { type: "dislike" });
    expect(switched.body).toMatchObject({ likes: 1, dislikes: 1 });
  });

  it("refuses an unknown reaction type", async () => {
    const { body } = await new Client().post<Comment>(`/mnb/api/posts/${slug}/comments`, comment(9));
    const reply = await new Client().patch(`/mnb/api/post-comment/${body.id}/reaction`, { type: "love" });
    expect(reply.status).toBe(422);
  });
});
