import { describe, expect, it } from "vitest";
import { countWords, readingMinutes, readingTimeLabel, roughText } from "./reading-time";

describe("countWords", () => {
  it("counts words, not spaces or punctuation", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  one two\n\nthree  ")).toBe(3);
    expect(countWords("Wait — what ? Yes!")).toBe(3);
    expect(countWords("Ọlọ́run dúró ṣinṣin 2026")).toBe(4);
  });
  it("counts a Markdown text's words through roughText: marks, pictures and addresses are not words", () => {
    const text = roughText(
      "## The show\n\nSome **loud** text with [a review](https://x.com/r).\n\n![A crowd](/files/a.webp =10x10)\n\nhttps://youtu.be/abc\n\n> - quoted",
    );
    expect(countWords(text)).toBe(9);
  });
});

describe("readingMinutes", () => {
  it("is words over 200 a minute, rounded up, at least one", () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
  });
});

describe("readingTimeLabel", () => {
  it("says the minutes", () => {
    expect(readingTimeLabel(readingMinutes(1000))).toBe("5 min read");
  });
});
