// The empty gallery and a failed read cannot be produced end to end (the seeded demo always has both categories and
// the page reads the database on the server), so they are checked here.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SpotlightDto } from "@/lib/spotlights/spotlights";
import SpotlightError from "@/app/(site)/style-spotlight/error";
import { SpotlightGallery } from "./spotlight-gallery";

const look: SpotlightDto = {
  _id: "s1",
  id: "s1",
  name: "Ifeoma Adaeze",
  description: "A flared Ankara gown.",
  imageUrl: "/files/look.png",
  image: "/files/look.png",
  category: "Female",
  featured: true,
  rating: 4,
  ratingsCount: 0,
};

describe("SpotlightGallery", () => {
  it("says so when the filter has no spotlights", () => {
    expect(renderToStaticMarkup(createElement(SpotlightGallery, { spotlights: [] }))).toContain(
      "No spotlights available.",
    );
  });
  it("shows name, category, the Featured badge and the rating to one decimal", () => {
    const html = renderToStaticMarkup(
      createElement(SpotlightGallery, {
        spotlights: [look, { ...look, id: "s2", featured: false, rating: 3.5, ratingsCount: 2 }],
      }),
    );
    expect(html).not.toContain("No spotlights available.");
    expect(html).toContain("Ifeoma Adaeze");
    expect(html.match(/>Featured</g)).toHaveLength(1);
    expect(html).toContain(">4.0<");
    expect(html).toContain(">3.5<");
    expect(html).toContain("2 ratings");
  });
});

describe("the style spotlight error boundary", () => {
  it("shows the spec's text", () => {
    expect(renderToStaticMarkup(createElement(SpotlightError, { reset: () => {} }))).toContain(
      "Failed to fetch spotlights",
    );
  });
});
