import { describe, expect, it } from "vitest";
import { editGenreOptions, inHomeFilter } from "./genres";

describe("artist genres", () => {
  it("offers the edit form's three genres, plus the artist's own when it is another one", () => {
    expect(editGenreOptions("Alté")).toEqual(["Afrobeats", "Alté", "Afro-fusion"]);
    expect(editGenreOptions("R & B")).toEqual(["Afrobeats", "Alté", "Afro-fusion", "R & B"]);
  });

  it("shows both rap genres under the home page's rap filter and everything under All", () => {
    for (const genre of ["Hip/Hop & Rap", "Hip-Pop/Rap", "Hardcore-Rap"])
      expect(inHomeFilter("Hip/Hop & Rap", genre)).toBe(true);
    expect(inHomeFilter("Hip/Hop & Rap", "Afrobeats")).toBe(false);
    expect(inHomeFilter("Alté", "Alté")).toBe(true);
    expect(inHomeFilter("All", "Ragae")).toBe(true);
  });
});
