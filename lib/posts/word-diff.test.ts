import { describe, expect, it } from "vitest";
import { changed, diffTokens, diffWords } from "./word-diff";

const text = (parts: ReturnType<typeof diffWords>, kind: "same" | "added" | "removed") =>
  parts.filter((p) => p.kind === kind).map((p) => p.text);

describe("diffWords", () => {
  it("marks the words a save added and removed, and gives back both texts", () => {
    const before = "Afrobeats at the Grammys tonight";
    const after = "Afrobeats wins at the Grammys";
    const parts = diffWords(before, after);
    expect(text(parts, "added").join("")).toBe("wins ");
    expect(text(parts, "removed").join("")).toBe(" tonight");
    expect(
      parts
        .filter((p) => p.kind !== "added")
        .map((p) => p.text)
        .join(""),
    ).toBe(before);
    expect(
      parts
        .filter((p) => p.kind !== "removed")
        .map((p) => p.text)
        .join(""),
    ).toBe(after);
  });

  it("says nothing changed for the same text, and keeps new lines", () => {
    expect(changed(diffWords("One\n\nTwo", "One\n\nTwo"))).toBe(false);
    const parts = diffWords("One\n\nTwo", "One\n\nThree");
    expect(parts).toEqual([
      { kind: "same", text: "One\n\n" },
      { kind: "removed", text: "Two" },
      { kind: "added", text: "Three" },
    ]);
  });

  it("compares a long post by its changed middle only", () => {
    const long = Array.from({ length: 20_000 }, (_, i) => `w${i}`).join(" ");
    const parts = diffWords(long, long.replace("w10000", "changed"));
    expect(text(parts, "removed")).toEqual(["w10000"]);
    expect(text(parts, "added")).toEqual(["changed"]);
  });
});

describe("diffTokens", () => {
  it("compares categories as whole items", () => {
    const parts = diffTokens(["Music", "News"], ["Music", "Lifestyle"], ", ");
    expect(parts.map((p) => [p.kind, p.text])).toEqual([
      ["same", "Music, "],
      ["removed", "News, "],
      ["added", "Lifestyle"],
    ]);
  });
});
