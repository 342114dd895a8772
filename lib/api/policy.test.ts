import { describe, expect, it } from "vitest";
import { allowedMethods, matchApiRoute } from "./policy";

describe("matchApiRoute", () => {
  it("finds the registry entry serving a concrete path, static segments before dynamic ones", () => {
    expect(matchApiRoute("/mnb/api/updatePost/abc")?.pattern).toBe("/mnb/api/updatePost/[id]");
    expect(matchApiRoute("/mnb/api/songs/my-song/comments/c1")?.pattern).toBe("/mnb/api/songs/[slug]/comments/[commentId]");
    expect(matchApiRoute("/mnb/api/style-spotlight/comments")?.pattern).toBe("/mnb/api/style-spotlight/comments");
    expect(matchApiRoute("/mnb/api/getPost/caf%C3%A9")?.pattern).toBe("/mnb/api/getPost/[slug]");
  });

  it("matches nothing for unknown paths, missing or extra segments", () => {
    for (const path of ["/mnb/api", "/mnb/api/nope", "/mnb/api/updatePost", "/mnb/api/updatePost/a/b", "/mnb/api/getAllPosts/x", "/mnb/apix/getAllPosts"]) {
      expect(matchApiRoute(path), path).toBeNull();
    }
  });
});

describe("allowedMethods", () => {
  it("adds HEAD where GET is and OPTIONS everywhere", () => {
    expect(allowedMethods({ GET: "public", POST: "public" })).toEqual(["GET", "POST", "HEAD", "OPTIONS"]);
    expect(allowedMethods({ DELETE: "admin" })).toEqual(["DELETE", "OPTIONS"]);
  });
});
