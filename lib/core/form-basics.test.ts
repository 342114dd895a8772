import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  httpUrl,
  INVALID_EMAIL,
  limitParam,
  MAX_LIMIT,
  MAX_PAGE,
  NUL_CHARACTER,
  optionalHttpUrl,
  pageParam,
  pageQuery,
  ratingField,
  requiredEmail,
  requiredText,
  requiredFile,
  optionalFile,
} from "./form-basics";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("requiredText", () => {
  const name = requiredText("Name is required.", 5);
  it("trims, and answers blank or missing with the given message", () => {
    expect(name.parse("  Ada ")).toBe("Ada");
    expect(firstMessage(name.safeParse("   "))).toBe("Name is required.");
    expect(firstMessage(name.safeParse(undefined))).toBe("Name is required.");
    expect(firstMessage(name.safeParse(42))).toBe("Name is required.");
  });
  it("caps the length after trimming", () => {
    expect(name.safeParse("  abcde  ").success).toBe(true);
    expect(firstMessage(name.safeParse("abcdef"))).toBe("Keep it under 5 characters.");
  });
  it("refuses a NUL character (Postgres cannot store it)", () => {
    expect(firstMessage(name.safeParse("a\u0000b"))).toBe(NUL_CHARACTER);
  });
});

describe("requiredEmail", () => {
  const email = requiredEmail("Email is required.");
  it("trims and lowercases once", () => {
    expect(email.parse("  Ada@Example.COM ")).toBe("ada@example.com");
  });
  it("tells a missing email from a malformed one", () => {
    expect(firstMessage(email.safeParse(" "))).toBe("Email is required.");
    expect(firstMessage(email.safeParse("ada@"))).toBe(INVALID_EMAIL);
    expect(email.safeParse(`${"a".repeat(250)}@b.ng`).success).toBe(false);
  });
});

describe("ratingField", () => {
  it("accepts whole stars from 1 to 5, as numbers or text", () => {
    const rating = ratingField("Pick 1–5");
    expect(rating.parse("3")).toBe(3);
    for (const bad of [0, 6, 2.5, "x", undefined]) expect(firstMessage(rating.safeParse(bad))).toBe("Pick 1–5");
  });
});

describe("the page rule", () => {
  it("falls back to page 1 for nonsense", () => {
    expect(pageParam.parse("3")).toBe(3);
    for (const bad of ["-2", "abc", "0", "1.5", "", undefined, null]) expect(pageParam.parse(bad)).toBe(1);
  });
  it("clamps anything above the maximum to the maximum (the one over-max behaviour)", () => {
    expect(pageParam.parse(String(MAX_PAGE + 1))).toBe(MAX_PAGE);
    expect(limitParam(6).parse("5000")).toBe(MAX_LIMIT);
    expect(limitParam(6, 60).parse("61")).toBe(60);
    expect(pageQuery(10).parse({ page: "99999", limit: "99999" })).toEqual({ page: MAX_PAGE, limit: MAX_LIMIT });
  });
  it("uses the resource's default limit when none or nonsense is given", () => {
    expect(limitParam(6).parse(undefined)).toBe(6);
    expect(limitParam(6).parse("3")).toBe(3);
    expect(pageQuery(10).parse({})).toEqual({ page: 1, limit: 10 });
  });
});

describe("URL rules", () => {
  it("allow only http and https links", () => {
    const url = httpUrl();
    expect(url.parse("https://example.com/a?b=c")).toBe("https://example.com/a?b=c");
    expect(url.safeParse("http://example.com").success).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "file:///etc/passwd",
      "ftp://example.com",
      "example.com",
      "",
    ]) {
      expect(url.safeParse(bad).success, bad).toBe(false);
    }
  });
  it("treat a blank optional link as none", () => {
    const schema = z.object({ link: optionalHttpUrl() });
    expect(schema.parse({ link: "  " })).toEqual({ link: null });
    expect(schema.parse({})).toEqual({ link: null });
    // The old advert form sends String(null) for an empty social link.
    for (const none of ["null", "undefined", " NULL "]) expect(schema.parse({ link: none })).toEqual({ link: null });
    expect(schema.safeParse({ link: "nullx" }).success).toBe(false);
    expect(schema.parse({ link: " https://x.ng " })).toEqual({ link: "https://x.ng" });
    expect(schema.safeParse({ link: "javascript:alert(1)" }).success).toBe(false);
  });
});

describe("requiredFile and optionalFile", () => {
  const png = new File([new Uint8Array([137, 80])], "a.png", { type: "image/png" });
  const empty = new File([], "", { type: "application/octet-stream" });
  it("requires a non-empty file (an empty file input sends an empty file)", () => {
    const image = requiredFile("Image is required.");
    expect(image.parse(png)).toBe(png);
    for (const missing of [undefined, null, "", "a.png", empty])
      expect(firstMessage(image.safeParse(missing))).toBe("Image is required.");
  });
  it("turns a missing, blank or empty file into undefined and refuses text", () => {
    const image = z.object({ image: optionalFile("Not a file.") });
    expect(image.parse({ image: png }).image).toBe(png);
    for (const missing of [{}, { image: "" }, { image: null }, { image: empty }])
      expect(image.parse(missing).image).toBeUndefined();
    expect(firstMessage(image.safeParse({ image: "a.png" }))).toBe("Not a file.");
  });
});
