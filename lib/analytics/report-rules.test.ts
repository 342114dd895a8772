import { describe, expect, it } from "vitest";
import { creditedTitle, koboPerThousandViews, promoIdOf, sameSource, viewedPostSlug } from "./report-rules";
import { touchOf } from "./attribution-rules";
import { reportQuery, reportTableParam, REPORT_TABLE_INVALID } from "@/lib/analytics/report-schema";

describe("viewedPostSlug", () => {
  it("names the post of a post's page, with or without a trailing slash", () => {
    expect(viewedPostSlug("/post/afrobeats-rising")).toBe("afrobeats-rising");
    expect(viewedPostSlug("/post/afrobeats-rising/")).toBe("afrobeats-rising");
  });
  it("is null for every other page and for anything that is not a slug", () => {
    for (const path of ["/", "/blog", "/post", "/post/", "/post/a/comments", "/postal/x", "/post/Caps", "/post/a_b"])
      expect(viewedPostSlug(path), path).toBeNull();
    expect(viewedPostSlug(`/post/${"a".repeat(101)}`)).toBeNull();
  });
});

describe("koboPerThousandViews", () => {
  it("is the naira per 1,000 views, in kobo, rounded; none without views", () => {
    expect(koboPerThousandViews(6_000_000, 2)).toBe(3_000_000_000);
    expect(koboPerThousandViews(100, 3)).toBe(33_333);
    expect(koboPerThousandViews(0, 10)).toBe(0);
    expect(koboPerThousandViews(5_000, 0)).toBeNull();
  });
});

describe("promoIdOf", () => {
  it("reads our promos' campaign mark and nothing else", () => {
    expect(promoIdOf("promo-cmabc123")).toBe("cmabc123");
    expect(promoIdOf("promo-")).toBeNull();
    expect(promoIdOf("summer-promo-x")).toBeNull();
    expect(promoIdOf("promo-a.b")).toBeNull();
  });
});

describe("the report's choices", () => {
  it("takes 7, 30 or 90 days and the last or first touch, falling back to 30 days and the last touch", () => {
    expect(reportQuery.parse({ days: "7", touch: "first" })).toEqual({ days: 7, touch: "first" });
    expect(reportQuery.parse({ days: "90" })).toEqual({ days: 90, touch: "last" });
    expect(reportQuery.parse({ days: "12", touch: "middle" })).toEqual({ days: 30, touch: "last" });
    expect(reportQuery.parse({ days: ["7", "90"], touch: ["first"] })).toEqual({ days: 7, touch: "first" });
    expect(reportQuery.parse({})).toEqual({ days: 30, touch: "last" });
  });
  it("knows its tables, and says which they are otherwise", () => {
    expect(reportTableParam.parse("posts")).toBe("posts");
    const wrong = reportTableParam.safeParse("everything");
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0].message).toBe(REPORT_TABLE_INVALID);
  });
});

describe("sameSource", () => {
  const visit = {
    landing: "/home",
    referrer: null,
    source: "newsletter",
    medium: "email",
    campaign: "promo-a",
    qr: false,
  };
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 28) + ms);
  it("is the same source whatever the time or landing page", () => {
    expect(sameSource(touchOf(visit, at(0)), touchOf({ ...visit, landing: "/service" }, at(60_000)))).toBe(true);
  });
  it("differs by campaign, channel, referrer or smart link", () => {
    const a = touchOf(visit, at(0));
    expect(sameSource(a, touchOf({ ...visit, campaign: "promo-b" }, at(0)))).toBe(false);
    expect(sameSource(a, touchOf({ ...visit, source: "whatsapp" }, at(0)))).toBe(false);
    expect(sameSource(a, touchOf({ ...visit, referrer: "mail.google.com" }, at(0)))).toBe(false);
    expect(sameSource(a, touchOf({ ...visit, landing: "/smartlink/tune" }, at(0)))).toBe(false);
  });
});

describe("creditedTitle", () => {
  it("names a row by the title now, a deleted one by its last title marked (deleted), else by its slug", () => {
    expect(creditedTitle("owambe", "Owambe night", "Old name")).toBe("Owambe night");
    expect(creditedTitle("owambe", null, "Owambe night")).toBe("Owambe night (deleted)");
    expect(creditedTitle("owambe", null, null)).toBe("owambe");
  });
});
