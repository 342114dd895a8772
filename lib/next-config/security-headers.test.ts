import { PHASE_PRODUCTION_SERVER } from "next/constants";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";
import { PLAYER_FRAME_ORIGINS } from "@/lib/posts/player-rules";
import { contentSecurityPolicy } from "./security-headers";

// next.config's header rules, matched as Next's router matches them (server/lib/router-utils/filesystem.js
// buildCustomRoute): the params a match yields are what the router substitutes into every header value, per request.
const rules = await nextConfig(PHASE_PRODUCTION_SERVER).headers!();
const matchers = rules.map((rule) => ({
  rule,
  match: getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: false }),
}));

/** The header names a response to `path` carries, and the params the matches yielded. */
function headersFor(path: string) {
  const names = new Set<string>();
  const params: object[] = [];
  for (const { rule, match } of matchers) {
    const found = match(path);
    if (!found) continue;
    params.push(found);
    for (const header of rule.headers) names.add(header.key);
  }
  return { names, params };
}

describe("next.config header rules", () => {
  const documents = ["/", "/blog", "/blog/pages/2", "/post/a-post", "/login", "/admin-dashboard/posts", "/mnb/api/x"];
  const assets = ["/_next/static/chunks/a.js", "/_next/image"];

  it("yield no params, so the router never compiles a header value (the CSP) per request", () => {
    for (const path of [...documents, ...assets]) {
      const { params } = headersFor(path);
      expect(params.length, path).toBeGreaterThan(0);
      for (const found of params) expect(found, path).toEqual({});
    }
  });

  it("give documents the policies, the build's files nosniff only", () => {
    for (const path of documents) {
      expect([...headersFor(path).names], path).toEqual(
        expect.arrayContaining(["Content-Security-Policy", "X-Frame-Options", "Strict-Transport-Security"]),
      );
    }
    for (const path of assets) expect([...headersFor(path).names], path).toEqual(["X-Content-Type-Options"]);
  });

  it("isolate every document but the open pages and what lies below them", () => {
    const isolated = (path: string) => headersFor(path).names.has("Cross-Origin-Opener-Policy");
    for (const path of ["/blog", "/blog/pages/2", "/post/a-post", "/smartlink/x/for/world", "/home"])
      expect(isolated(path), path).toBe(false);
    for (const path of ["/login", "/payment", "/admin-dashboard", "/blogger", "/mnb/api/x", "/"])
      expect(isolated(path), path).toBe(true);
    for (const path of assets) expect(isolated(path), path).toBe(false);
  });
});

describe("frame-src", () => {
  const frames = (csp: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith("frame-src "))!
      .split(" ")
      .slice(1);
  it("lists exactly the map, the players' hosts and, on the payment page only, Paystack's checkout", () => {
    expect(frames(contentSecurityPolicy(false)).sort()).toEqual(
      ["https://www.openstreetmap.org", ...PLAYER_FRAME_ORIGINS].sort(),
    );
    expect(frames(contentSecurityPolicy(false, true))).toContain("https://checkout.paystack.com");
    expect(frames(contentSecurityPolicy(false))).toContain("https://www.youtube-nocookie.com");
    expect(frames(contentSecurityPolicy(false))).not.toContain("https://www.youtube.com");
  });
});
