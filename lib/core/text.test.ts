import { describe, expect, it } from "vitest";
import { preview } from "./text";

describe("preview", () => {
  it("cuts text longer than 75 characters and adds an ellipsis", () => {
    const text = "a".repeat(80);
    expect(preview(text)).toBe(`${"a".repeat(75)}...`);
  });
  it("leaves text of 75 characters or fewer alone and flattens whitespace", () => {
    expect(preview("x".repeat(75))).toBe("x".repeat(75));
    expect(preview("  two\n\nparagraphs  ")).toBe("two paragraphs");
  });
});
