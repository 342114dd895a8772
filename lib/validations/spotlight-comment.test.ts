import { describe, expect, it } from "vitest";
import { spotlightCommentSchema, spotlightReplySchema } from "./spotlight-comment";

const comment = { name: " Ada ", email: "ada@example.com", content: " Lovely gele ", rating: "4" };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("spotlightCommentSchema", () => {
  it("trims, coerces the rating and treats an empty spotlight choice as none", () => {
    expect(spotlightCommentSchema.parse({ ...comment, spotlightId: "" })).toEqual({
      name: "Ada", email: "ada@example.com", content: "Lovely gele", rating: 4, spotlightId: undefined,
    });
    expect(spotlightCommentSchema.parse({ ...comment, spotlightId: "abc" }).spotlightId).toBe("abc");
  });

  it.each(["name", "email", "content"])("answers a blank %s with the spec's message", (field) => {
    expect(firstMessage(spotlightCommentSchema.safeParse({ ...comment, [field]: "   " }))).toBe("All fields are required!");
    expect(firstMessage(spotlightCommentSchema.safeParse({ ...comment, [field]: undefined }))).toBe("All fields are required!");
  });

  it.each([0, 6, 2.5, "", undefined, "five"])("refuses the rating %o", (rating) => {
    expect(firstMessage(spotlightCommentSchema.safeParse({ ...comment, rating }))).toBe("Please choose a rating from 1 to 5.");
  });

  it("puts missing fields before a missing rating (the form's untouched state)", () => {
    expect(firstMessage(spotlightCommentSchema.safeParse({ name: "", email: "", content: "", rating: 0 }))).toBe("All fields are required!");
  });
});

describe("spotlightReplySchema", () => {
  it("accepts a reply and answers blanks with the reply message", () => {
    expect(spotlightReplySchema.parse({ name: "Bola", email: "b@example.com", content: " Agreed " }).content).toBe("Agreed");
    expect(firstMessage(spotlightReplySchema.safeParse({ name: "Bola", email: "b@example.com", content: " " }))).toBe("All reply fields are required!");
    expect(firstMessage(spotlightReplySchema.safeParse({}))).toBe("All reply fields are required!");
  });
});
