import { describe, expect, it } from "vitest";
import { INVALID_EMAIL } from "@/lib/core/form-basics";
import { EMAIL_REQUIRED, preferencesSchema, subscribeSchema, TOKEN_PATTERN } from "./schema";
import { INTERESTS_REQUIRED } from "@/lib/subscribers/interests";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("subscribeSchema", () => {
  it("normalises the email", () => {
    expect(subscribeSchema.parse({ email: "  Tola@Example.com " }).email).toBe("tola@example.com");
  });

  it("means every interest when none are sent (the old client), and keeps the chosen ones in order, once", () => {
    expect(subscribeSchema.parse({ email: "tola@example.com" }).interests).toEqual(["news", "style", "music"]);
    expect(
      subscribeSchema.parse({ email: "tola@example.com", interests: ["music", "news", "music"] }).interests,
    ).toEqual(["news", "music"]);
  });

  it("refuses an empty or unknown choice", () => {
    for (const interests of [[], ["sport"], "music", [null]])
      expect(firstMessage(subscribeSchema.safeParse({ email: "tola@example.com", interests }))).toBe(
        INTERESTS_REQUIRED,
      );
    expect(firstMessage(preferencesSchema.safeParse({}))).toBe(INTERESTS_REQUIRED);
    expect(preferencesSchema.parse({ interests: ["style"] })).toEqual({ interests: ["style"] });
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
