import { describe, expect, it } from "vitest";
import { REVIEW_MESSAGES, reviewSchema } from "./schema";

const valid = { name: "Bola", email: "bola@example.com", message: "Great service." };
const firstMessage = (input: unknown) => {
  const result = reviewSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0].message;
};

describe("reviewSchema", () => {
  it("trims the fields and defaults the rating to 5", () => {
    expect(reviewSchema.parse({ name: " Bola ", email: " bola@example.com", message: " Great service. " })).toEqual({
      ...valid,
      rating: 5,
    });
  });
  it("accepts a rating from 1 to 5 sent as text", () => {
    expect(reviewSchema.parse({ ...valid, rating: "3" }).rating).toBe(3);
  });
  it.each([
    [{ email: valid.email, message: valid.message }, REVIEW_MESSAGES.name],
    [{ name: valid.name, message: valid.message }, REVIEW_MESSAGES.email],
    [{ name: valid.name, email: valid.email }, REVIEW_MESSAGES.message],
    [{ ...valid, name: "   " }, REVIEW_MESSAGES.name],
    [{ ...valid, email: "not-an-email" }, REVIEW_MESSAGES.emailFormat],
    [{ ...valid, rating: 0 }, REVIEW_MESSAGES.rating],
    [{ ...valid, rating: 6 }, REVIEW_MESSAGES.rating],
    [{ ...valid, rating: 2.5 }, REVIEW_MESSAGES.rating],
  ])("refuses %o with a clear message", (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});
