import { describe, expect, it } from "vitest";
import { heldBy, parseHeldWords } from "./comment-filter";

describe("the comment filter", () => {
  const links = { holdLinks: true, heldWords: [] };

  it("holds web addresses when the site holds links, and only then", () => {
    for (const text of ["see https://spam.example/x", "go to www.beats.com", "cheap-beats.ng now", "DM x.com/me"]) {
      expect(heldBy(text, links), text).toBe("link");
      expect(heldBy(text, { holdLinks: false, heldWords: [] }), text).toBeNull();
    }
    for (const text of ["Great post.Really", "version 2.0 is out", "e.g. this", "I love it!"])
      expect(heldBy(text, links), text).toBeNull();
  });

  it("holds listed words as whole words, whatever their case", () => {
    const words = { holdLinks: false, heldWords: ["scam", "419"] };
    expect(heldBy("This is a SCAM!", words)).toBe("word");
    expect(heldBy("classic 419 wahala", words)).toBe("word");
    expect(heldBy("scampi for dinner", words)).toBeNull();
    expect(heldBy("call 4190", words)).toBeNull();
    expect(heldBy("anything", { holdLinks: false, heldWords: ["a.b", "(x"] })).toBeNull();
  });

  it("reads the settings form's list: lines or commas, trimmed, lowercased, once each", () => {
    expect(parseHeldWords("Scam, 419\n\n scam ,Yahoo boy")).toEqual(["scam", "419", "yahoo boy"]);
    expect(parseHeldWords("")).toEqual([]);
  });
});
