import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { promoSchema, subscriberIdsSchema } from "./promo-schema";
import { PROMO_REQUIRED, PROMO_TEXT } from "@/lib/subscribers/promo-copy";
import { INTERESTS_REQUIRED } from "./interests";

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
      interests: ["news", "style", "music"],
      sendAt: null,
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

describe("promoSchema: interests and scheduling", () => {
  // 2026-12-01 10:00 in Lagos (UTC+1, no daylight saving).
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-12-01T09:00:00Z") }));
  afterEach(() => vi.useRealTimers());
  const base = { subject: "Sale", message: "Half price" };

  it("keeps the chosen interests in a fixed order, each once; left out (the old client) means all three", () => {
    expect(promoSchema.parse({ ...base, interests: ["music", "news", "music"] }).interests).toEqual(["news", "music"]);
    expect(promoSchema.parse(base).interests).toEqual(["news", "style", "music"]);
  });

  it.each([
    ["none", []],
    ["an unknown one", ["sport"]],
  ])("refuses %s as interests", (_label, interests) => {
    expect(issues({ ...base, interests })).toEqual([INTERESTS_REQUIRED]);
  });

  it("reads sendAt as Lagos time; empty means now", () => {
    expect(promoSchema.parse({ ...base, sendAt: "2026-12-01T10:30" }).sendAt).toEqual(new Date("2026-12-01T09:30:00Z"));
    expect(promoSchema.parse({ ...base, sendAt: "" }).sendAt).toBeNull();
  });

  it.each([
    ["a time that has passed in Lagos", "2026-12-01T09:59", PROMO_TEXT.sendAtPast],
    ["this very minute", "2026-12-01T10:00", PROMO_TEXT.sendAtPast],
    ["a date that does not exist", "2026-02-30T10:00", PROMO_TEXT.sendAtMissing],
    ["text that is not a time", "tomorrow", PROMO_TEXT.sendAtMissing],
  ])("refuses %s", (_label, sendAt, message) => {
    expect(issues({ ...base, sendAt })).toEqual([message]);
  });
});

describe("subscriberIdsSchema", () => {
  it("needs at least one id", () => {
    expect(subscriberIdsSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(subscriberIdsSchema.parse({ ids: ["x"] })).toEqual({ ids: ["x"] });
  });
});
