import { describe, expect, it } from "vitest";
import {
  categorySchema, formatRating, limitSchema, spotlightCommentSchema, spotlightRating, spotlightReplySchema,
} from "./spotlight";

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

describe("spotlight rating", () => {
  it("defaults to 4.0 when no comment rated the spotlight", () => {
    expect(spotlightRating(null, 0)).toBe(4);
    expect(spotlightRating(undefined, 0)).toBe(4);
    expect(formatRating(spotlightRating(null, 0))).toBe("4.0");
  });
  it("is the real average to one decimal otherwise, even below the default", () => {
    expect(spotlightRating(4.5, 2)).toBe(4.5);
    expect(spotlightRating(13 / 3, 3)).toBe(4.3);
    expect(spotlightRating(1, 1)).toBe(1);
    expect(formatRating(spotlightRating(5, 1))).toBe("5.0");
  });
});

describe("query parsing", () => {
  it("reads the category in any case, and no category as all", () => {
    expect(categorySchema.parse("Male")).toBe("male");
    expect(categorySchema.parse("female")).toBe("female");
    expect(categorySchema.parse(undefined)).toBeNull();
    expect(categorySchema.parse("all")).toBeNull();
    expect(firstMessage(categorySchema.safeParse("kids"))).toBe('Category must be "male" or "female".');
  });
  it("bounds the page size", () => {
    expect(limitSchema(6).parse(undefined)).toBe(6);
    expect(limitSchema(6).parse("3")).toBe(3);
    expect(limitSchema(6, 50).parse("5000")).toBe(6);
  });
});
