import { describe, expect, it } from "vitest";
import { MALFORMED_API, MALFORMED_PAGE, wellFormedUrl } from "./malformed-path";

describe("wellFormedUrl", () => {
  it("keeps every decodable URL as it is", () => {
    for (const url of ["/", "/post/hello", "/post/%E0%A4%A4", "/blog?page=2", "/search?q=%E0", "/a%2Fb", undefined, ""])
      expect(wellFormedUrl(url)).toBe(url);
  });

  it("swaps a path with broken percent-encoding for a missing page, or a missing API path under /mnb/api", () => {
    expect(wellFormedUrl("/post/%E0%A4%A")).toBe(MALFORMED_PAGE);
    expect(wellFormedUrl("/music-links/mine/%E0%A4%A")).toBe(MALFORMED_PAGE);
    expect(wellFormedUrl("/smartlink/%ZZ?ref=x")).toBe(`${MALFORMED_PAGE}?ref=x`);
    expect(wellFormedUrl("/mnb/api/payments/%E0%A4%A")).toBe(MALFORMED_API);
    expect(wellFormedUrl("/mnb/api/getPost/%?x=1")).toBe(`${MALFORMED_API}?x=1`);
    expect(wellFormedUrl("/mnb/apis/%E0")).toBe(MALFORMED_PAGE);
  });
});
