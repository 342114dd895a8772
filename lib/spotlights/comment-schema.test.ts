import { describe, expect, it } from "vitest";
import { spotlightCommentSchema, spotlightReplySchema } from "./comment-schema";

const comment = { name: " Ada ", email: "ada@example.com", content: " Lovely gele ", rating: "4" };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("spotlightCommentSchema", () => {
  it("trims, coerces the rating and treats an empty spotlight choice as none", () => {
    expect(spotlightCommentSchema.parse({ ...comment, spotlightId: "" })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      content: "Lovely gele",
      rating: 4,
      spotlightId: undefined,
    });
    expect(spotlightCommentSchema.parse({ ...comment, spotlightId: "abc" }).spotlightId).toBe("abc");
  });

  it.each(["name", "email", "content"])("answers a blank %s with the spec's message", (field) => {
    expect(firstMessage(spotlightCommentSchema.safeParse({ ...comment, [field]: "   " }))).toBe(
      "All fields are required!",
    );
    expect(firstMessage(spotlightCommentSchema.safeParse({ ...comment, [field]: undefined }))).toBe(
      "All fields are required!",
    );
  });

  it.each([6, 2.5, -1, "five"])("refuses the rating %o", (rating) => {
    expect(firstMessage(spotlightCommentSchema.safeParse({ ...comment, rating }))).toBe(
      "Please choose a rating from 1 to 5.",
    );
  });

  it.each([0, "0", "", null, undefined])("takes the rating %o as no stars (the spec's default 0)", (rating) => {
    const parsed = spotlightCommentSchema.safeParse({ ...comment, rating });
    expect(parsed.success && parsed.data.rating).toBeNull();
  });

  it.each([1, "5"])("keeps the rating %o as a whole number", (rating) => {
    const parsed = spotlightCommentSchema.safeParse({ ...comment, rating });
    expect(parsed.success && parsed.data.rating).toBe(Number(rating));
  });

  it("answers the form's untouched state with the missing fields", () => {
    expect(firstMessage(spotlightCommentSchema.safeParse({ name: "", email: "", content: "", rating: 0 }))).toBe(
      "All fields are required!",
    );
  });
});

describe("spotlightReplySchema", () => {
  it("accepts a reply and answers blanks with the reply message", () => {
    expect(spotlightReplySchema.parse({ name: "Bola", email: "b@example.com", content: " Agreed " }).content).toBe(
      "Agreed",
    );
    expect(firstMessage(spotlightReplySchema.safeParse({ name: "Bola", email: "b@example.com", content: " " }))).toBe(
      "All reply fields are required!",
    );
    expect(firstMessage(spotlightReplySchema.safeParse({}))).toBe("All reply fields are required!");
  });
});
