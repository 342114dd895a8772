import { describe, expect, it } from "vitest";
import { shareTitle } from "./share-text";

describe("shareTitle", () => {
  it("removes emoji of every shape (flags, skin tones, joined families, variation selectors)", () => {
    expect(shareTitle("Hot 🔥 new 🇳🇬 track 👍🏾 from 👨‍👩‍👧 ❤️ us")).toBe("Hot new track from us");
  });

  it("keeps the naira sign, accents and Yoruba letters the font can draw", () => {
    expect(shareTitle("Beats from ₦30,000 — Ẹ kú àárọ̀, café")).toBe(
      "Beats from ₦30,000 — Ẹ kú àárọ̀, café".normalize("NFC"),
    );
  });

  it("drops scripts the bundled font has no glyphs for instead of fetching a font", () => {
    expect(shareTitle("Afrobeats 日本 tour")).toBe("Afrobeats tour");
  });

  it("cuts a very long title with an ellipsis", () => {
    const title = shareTitle("word ".repeat(60), 40);
    expect(title.length).toBeLessThanOrEqual(40);
    expect(title.endsWith("…")).toBe(true);
  });
});
