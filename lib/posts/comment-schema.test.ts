import { describe, expect, it } from "vitest";
import { postCommentSchema } from "./comment-schema";

describe("postCommentSchema", () => {
  it("accepts a full comment, trims it and lowercases the email", () => {
    expect(postCommentSchema.parse({ text: " Nice ", name: " Ada ", email: "Ada@Example.com", rating: "4" })).toEqual({
      text: "Nice",
      name: "Ada",
      email: "ada@example.com",
      rating: 4,
    });
  });
  it("rejects ratings outside 1–5", () => {
    expect(postCommentSchema.safeParse({ text: "a", name: "b", email: "c@d.ng", rating: 0 }).success).toBe(false);
    expect(postCommentSchema.safeParse({ text: "a", name: "b", email: "c@d.ng", rating: 6 }).success).toBe(false);
  });
});
