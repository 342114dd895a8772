import { describe, expect, it } from "vitest";
import { autoNextCard, CAROUSEL, nextCard, previousCard } from "./carousel";

describe("the carousel", () => {
  it("switches every 5 s with a 1 s transition", () => {
    expect(CAROUSEL).toEqual({ intervalMs: 5000, transitionMs: 1000 });
  });

  it("switches on its own to the next card and wraps", () => {
    expect(autoNextCard(0, 2)).toBe(1);
    expect(autoNextCard(1, 2)).toBe(0);
    expect(autoNextCard(0, 0)).toBe(0);
  });

  it("lets the left arrow choose card 1 and the right arrow card 2, from either card", () => {
    for (const from of [0, 1]) {
      expect(previousCard(from)).toBe(0);
      expect(nextCard(from, 2)).toBe(1);
    }
  });
});
