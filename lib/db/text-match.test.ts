import { describe, expect, it } from "vitest";
import { containsText, equalsIgnoringCase, likeLiteral } from "./text-match";

describe("LIKE patterns that mean what was typed", () => {
  it("escapes the wildcards and the escape character itself", () => {
    expect(likeLiteral("100%")).toBe("100\\%");
    expect(likeLiteral("a_b")).toBe("a\\_b");
    expect(likeLiteral("C:\\songs")).toBe("C:\\\\songs");
    expect(likeLiteral("plain text")).toBe("plain text");
  });

  it("builds case-insensitive filters from the escaped text", () => {
    expect(containsText("50%_off")).toEqual({ contains: "50\\%\\_off", mode: "insensitive" });
    expect(equalsIgnoringCase("____")).toEqual({ equals: "\\_\\_\\_\\_", mode: "insensitive" });
  });
});
