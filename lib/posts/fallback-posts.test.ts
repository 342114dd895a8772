import { describe, expect, it } from "vitest";
import { SLUG_PATTERN } from "@/lib/core/slug";
import { FALLBACK_POSTS, findFallbackPost } from "./fallback-posts";

describe("built-in fallback posts", () => {
  it("are reachable by their slugs, which are valid post slugs", () => {
    for (const post of FALLBACK_POSTS) {
      expect(SLUG_PATTERN.test(post.slug)).toBe(true);
      expect(findFallbackPost(post.slug)).toBe(post);
    }
  });
  it("are not invented for other slugs", () => {
    expect(findFallbackPost("some-other-post")).toBeNull();
  });
});
