import { describe, expect, it } from "vitest";
import { INVALID_EMAIL } from "./basics";
import { EMAIL_REQUIRED, subscribeSchema, TOKEN_PATTERN } from "./subscriber";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("subscribeSchema", () => {
  it("normalises the email", () => {
    expect(subscribeSchema.parse({ email: "  Tola@Example.com " })).toEqual({ email: "tola@example.com" });
  });

  it("requires an email and checks its shape", () => {
    expect(firstMessage(subscribeSchema.safeParse({ email: "" }))).toBe(EMAIL_REQUIRED);
    expect(firstMessage(subscribeSchema.safeParse({}))).toBe(EMAIL_REQUIRED);
    expect(firstMessage(subscribeSchema.safeParse({ email: "tola@" }))).toBe(INVALID_EMAIL);
  });
});

describe("TOKEN_PATTERN", () => {
  it("accepts base64url tokens and refuses anything else", () => {
    expect(TOKEN_PATTERN.test("a".repeat(43))).toBe(true);
    expect(TOKEN_PATTERN.test("short")).toBe(false);
    expect(TOKEN_PATTERN.test(`${"a".repeat(40)}/..`)).toBe(false);
  });
});
