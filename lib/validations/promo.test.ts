import { describe, expect, it } from "vitest";
import { PROMO_REQUIRED, promoSchema, subscriberIdsSchema } from "./promo";

const issues = (input: unknown) => promoSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe("promoSchema", () => {
  it.each([
    ["no subject", { message: "Hello" }],
    ["a blank subject", { subject: "  ", message: "Hello" }],
    ["no message", { subject: "Sale" }],
    ["a blank message", { subject: "Sale", message: "\n " }],
  ])("refuses %s with the spec's text", (_label, input) => {
    expect(issues(input)).toContain(PROMO_REQUIRED);
  });

  it("accepts subject and message, with optional html and recipients", () => {
    expect(
      promoSchema.parse({ subject: " Sale ", message: "Half price", html: "<p>x</p>", subscriberIds: ["a", "b"] }),
    ).toEqual({
      subject: "Sale",
      message: "Half price",
      html: "<p>x</p>",
      subscriberIds: ["a", "b"],
    });
  });

  it("refuses more than 1000 recipients", () => {
    expect(
      promoSchema.safeParse({
        subject: "s",
        message: "m",
        subscriberIds: Array.from({ length: 1001 }, (_, i) => `id${i}`),
      }).success,
    ).toBe(false);
  });
});

describe("subscriberIdsSchema", () => {
  it("needs at least one id", () => {
    expect(subscriberIdsSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(subscriberIdsSchema.parse({ ids: ["x"] })).toEqual({ ids: ["x"] });
  });
});
