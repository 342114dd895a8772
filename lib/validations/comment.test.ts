import { describe, expect, it } from "vitest";
import { pageSchema, postCommentSchema, reactionSchema } from "./comment";

describe("postCommentSchema", () => {
  it("accepts a full comment and trims it", () => {
    expect(postCommentSchema.parse({ text: " Nice ", name: " Ada ", email: "ada@example.com", rating: "4" })).toEqual({
      text: "Nice", name: "Ada", email: "ada@example.com", rating: 4,
    });
  });
  it("rejects ratings outside 1–5", () => {
    expect(postCommentSchema.safeParse({ text: "a", name: "b", email: "c@d.ng", rating: 0 }).success).toBe(false);
    expect(postCommentSchema.safeParse({ text: "a", name: "b", email: "c@d.ng", rating: 6 }).success).toBe(false);
  });
});

describe("reactionSchema and pageSchema", () => {
  it("accepts only like and dislike", () => {
    expect(reactionSchema.safeParse({ type: "like" }).success).toBe(true);
    expect(reactionSchema.safeParse({ type: "love" }).success).toBe(false);
  });
  it("falls back to page 1 for nonsense", () => {
    expect(pageSchema.parse("3")).toBe(3);
    expect(pageSchema.parse("-2")).toBe(1);
    expect(pageSchema.parse("abc")).toBe(1);
  });
});
