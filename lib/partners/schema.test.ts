import { describe, expect, it } from "vitest";
import { INVALID_EMAIL } from "@/lib/core/form-basics";
import { FILL_ALL_FIELDS, partnershipSchema } from "./schema";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("partnershipSchema", () => {
  it("trims the fields and lower-cases the email", () => {
    expect(partnershipSchema.parse({ name: " Ada ", email: " Ada@Example.COM ", message: " Let's work " })).toEqual({
      name: "Ada",
      email: "ada@example.com",
      message: "Let's work",
    });
  });

  it.each([
    [{ name: "", email: "a@b.ng", message: "hi" }],
    [{ name: "Ada", email: "  ", message: "hi" }],
    [{ name: "Ada", email: "a@b.ng", message: "   " }],
    [{ name: "Ada", email: "a@b.ng" }],
    [{}],
  ])("asks to fill in all fields when one is blank: %o", (input) => {
    expect(firstMessage(partnershipSchema.safeParse(input))).toBe(FILL_ALL_FIELDS);
  });

  it("reports a blank field before a malformed email", () => {
    expect(firstMessage(partnershipSchema.safeParse({ name: "Ada", email: "nope", message: "" }))).toBe(
      FILL_ALL_FIELDS,
    );
  });

  it("refuses a malformed email once everything is filled in", () => {
    expect(firstMessage(partnershipSchema.safeParse({ name: "Ada", email: "nope", message: "hi" }))).toBe(
      INVALID_EMAIL,
    );
  });

  it("caps the message length", () => {
    expect(partnershipSchema.safeParse({ name: "Ada", email: "a@b.ng", message: "x".repeat(2001) }).success).toBe(
      false,
    );
  });
});
