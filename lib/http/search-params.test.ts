import { describe, expect, it } from "vitest";
import { firstParam } from "./search-params";

describe("firstParam", () => {
  it("reads a single value, the first of repeated ones, and '' for a missing key", () => {
    expect(firstParam({ page: "2" }, "page")).toBe("2");
    expect(firstParam({ page: ["2", "9"] }, "page")).toBe("2");
    expect(firstParam({ page: [] }, "page")).toBe("");
    expect(firstParam({}, "page")).toBe("");
  });
});
