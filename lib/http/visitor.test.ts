import { describe, expect, it } from "vitest";
import { signVisitorId, verifyVisitorCookie } from "./visitor";

const ID = "3f2b8c1e-7a4d-4e8b-9c2a-1d5e6f7a8b9c";

describe("visitor cookie", () => {
  it("accepts the ids we signed", () => {
    expect(verifyVisitorCookie(signVisitorId(ID))).toBe(ID);
  });

  it("refuses bare, forged or altered ids", () => {
    expect(verifyVisitorCookie(ID)).toBeNull();
    expect(verifyVisitorCookie(`${ID}.${"A".repeat(43)}`)).toBeNull();
    const other = "00000000-0000-4000-8000-000000000000";
    expect(verifyVisitorCookie(`${other}.${signVisitorId(ID).split(".")[1]}`)).toBeNull();
    expect(verifyVisitorCookie(undefined)).toBeNull();
  });
});
