import { describe, expect, it } from "vitest";
import { galleryPages } from "./gallery-pages";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe("galleryPages", () => {
  it("lists nothing for an empty gallery", () => {
    expect(galleryPages("/songs", [], 10)).toEqual([]);
  });

  it("gives one entry per page, the first without ?page, each dated by its newest item", () => {
    expect(galleryPages("/songs", [day(3), day(9), day(1), day(2), day(5)], 2)).toEqual([
      { path: "/songs", lastModified: day(9) },
      { path: "/songs?page=2", lastModified: day(2) },
      { path: "/songs?page=3", lastModified: day(5) },
    ]);
  });
});
