import { describe, expect, it } from "vitest";
import { allowedMethods } from "./policy";

describe("allowedMethods", () => {
  it("adds HEAD where GET is and OPTIONS everywhere", () => {
    expect(allowedMethods({ GET: "public", POST: "public" })).toEqual(["GET", "POST", "HEAD", "OPTIONS"]);
    expect(allowedMethods({ DELETE: "admin" })).toEqual(["DELETE", "OPTIONS"]);
  });
});
