import { describe, expect, it } from "vitest";
import { linkPageSchema } from "./link-page-schema";
import {
  LINK_PAGE_HANDLE_RESERVED,
  LINK_PAGE_HANDLE_RULE,
  LINK_PAGE_TITLE_REQUIRED,
} from "@/lib/smart-links/link-page-copy";

const parse = (input: Record<string, unknown>) => linkPageSchema.safeParse({ title: "Tems", ...input });
const message = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe("linkPageSchema", () => {
  it("keeps a handle trimmed and lowercase, published unless said otherwise", () => {
    expect(parse({ handle: "  Tems-Music2 " })).toEqual({
      success: true,
      data: { handle: "tems-music2", title: "Tems", published: true },
    });
    expect(parse({ handle: "tems", published: false }).data?.published).toBe(false);
  });

  it("refuses handles that are not one path segment of letters, numbers and single inner dashes", () => {
    for (const handle of [
      "ab",
      "a".repeat(31),
      "-tems",
      "tems-",
      "te--ms",
      "te ms",
      "te/ms",
      "tèms",
      "te.ms",
      "",
      undefined,
    ]) {
      expect(message({ handle }), String(handle)).toBe(LINK_PAGE_HANDLE_RULE);
    }
    expect(message({ handle: "abc" })).toBeNull();
    expect(message({ handle: "a".repeat(30) })).toBeNull();
  });

  it("keeps the site's own words for itself", () => {
    expect(message({ handle: "Admin" })).toBe(LINK_PAGE_HANDLE_RESERVED);
    expect(message({ handle: "mynationblog" })).toBe(LINK_PAGE_HANDLE_RESERVED);
  });

  it("needs a title of at most 80 characters", () => {
    expect(message({ handle: "tems", title: "   " })).toBe(LINK_PAGE_TITLE_REQUIRED);
    expect(message({ handle: "tems", title: "x".repeat(81) })).toBe("Keep it under 80 characters.");
  });
});
