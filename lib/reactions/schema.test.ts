import { describe, expect, it } from "vitest";
import { reactionSchema } from "./schema";

describe("reactionSchema", () => {
  it("accepts only like and dislike", () => {
    expect(reactionSchema.safeParse({ type: "like" }).success).toBe(true);
    expect(reactionSchema.safeParse({ type: "dislike" }).success).toBe(true);
    expect(reactionSchema.safeParse({ type: "love" }).success).toBe(false);
  });
});
