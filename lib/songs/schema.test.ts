import { describe, expect, it } from "vitest";
import { MAX_LIMIT } from "@/lib/core/form-basics";
import { songCommentSchema, songCreateSchema, songPageQuerySchema, songUpdateSchema } from "./schema";
import { isEditGenre, SONG_EDIT_GENRES, SONG_UPLOAD_GENRES } from "@/lib/songs/genres";

describe("songCommentSchema", () => {
  it("trims the text and the name", () => {
    expect(songCommentSchema.parse({ text: "  Lovely beat ", username: "  Bisola " })).toEqual({
      text: "Lovely beat",
      username: "Bisola",
      email: null,
    });
  });
  it("takes an optional email (the old client sends none), lowercased; a malformed one is refused", () => {
    expect(songCommentSchema.parse({ text: "Hi", email: " Fan@Example.com " }).email).toBe("fan@example.com");
    expect(songCommentSchema.parse({ text: "Hi", email: "" }).email).toBeNull();
    expect(songCommentSchema.parse({ text: "Hi", email: null }).email).toBeNull();
    expect(songCommentSchema.safeParse({ text: "Hi", email: "fan" }).error?.issues[0].message).toBe(
      "Please enter a valid email address.",
    );
  });
  it("stores a blank or missing name as null (shown as Anonymous)", () => {
    expect(songCommentSchema.parse({ text: "Hi", username: "   " }).username).toBeNull();
    expect(songCommentSchema.parse({ text: "Hi" }).username).toBeNull();
    expect(songCommentSchema.parse({ text: "Hi", username: null }).username).toBeNull();
  });
  it("requires non-blank text with the spec's message", () => {
    const result = songCommentSchema.safeParse({ text: "   " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Comment text is required.");
    expect(songCommentSchema.safeParse({}).error?.issues[0].message).toBe("Comment text is required.");
  });
  it("limits the text to 1000 characters and the name to 60", () => {
    expect(songCommentSchema.safeParse({ text: "a".repeat(1000) }).success).toBe(true);
    expect(songCommentSchema.safeParse({ text: "a".repeat(1001) }).success).toBe(false);
    expect(songCommentSchema.safeParse({ text: "a", username: "n".repeat(60) }).success).toBe(true);
    expect(songCommentSchema.safeParse({ text: "a", username: "n".repeat(61) }).success).toBe(false);
  });
  it("refuses a NUL character in the name as well as in the text", () => {
    expect(songCommentSchema.safeParse({ text: "a", username: "n\u0000" }).success).toBe(false);
  });
});

describe("songPageQuerySchema", () => {
  it("reads page and limit, defaulting to page 1 of 10", () => {
    expect(songPageQuerySchema.parse({ page: "2", limit: "5" })).toEqual({ page: 2, limit: 5 });
    expect(songPageQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });
  it("caps the limit at the shared maximum and turns nonsense into the defaults", () => {
    expect(songPageQuerySchema.parse({ page: "1", limit: "500" }).limit).toBe(MAX_LIMIT);
    expect(songPageQuerySchema.parse({ page: "-3", limit: "abc" })).toEqual({ page: 1, limit: 10 });
    expect(songPageQuerySchema.parse({ page: "1.5", limit: "0" })).toEqual({ page: 1, limit: 10 });
  });
});

describe("songCreateSchema", () => {
  const valid = { title: " Lagos Nights ", artist: "Tems", genre: "Afrobeats" };
  it("trims, keeps blank optional fields as null", () => {
    expect(songCreateSchema.parse({ ...valid, albumName: " ", description: "" })).toEqual({
      title: "Lagos Nights",
      artist: "Tems",
      genre: "Afrobeats",
      albumName: null,
      description: null,
      slug: null,
    });
  });
  it("answers every missing required field with the spec's one message", () => {
    for (const missing of ["title", "artist", "genre"]) {
      const result = songCreateSchema.safeParse({ ...valid, [missing]: "  " });
      expect(result.error?.issues[0].message).toBe("Please provide title, artist, genre, and audio file.");
    }
  });
  it("takes exactly the upload genres", () => {
    for (const genre of SONG_UPLOAD_GENRES) expect(songCreateSchema.safeParse({ ...valid, genre }).success).toBe(true);
    for (const genre of ["Afrobeat", "Reggae", "Country", "afrobeats"]) {
      expect(songCreateSchema.safeParse({ ...valid, genre }).error?.issues[0].message).toBe(
        "Please choose a genre from the list.",
      );
    }
  });
});

describe("songUpdateSchema", () => {
  it("keeps what is missing (undefined) and clears what is blank (null)", () => {
    expect(songUpdateSchema.parse({ title: "T", artist: "A" })).toEqual({
      title: "T",
      artist: "A",
      albumName: undefined,
      description: undefined,
      genre: null,
    });
    expect(
      songUpdateSchema.parse({ title: "T", artist: "A", albumName: "", description: " ", genre: "" }),
    ).toMatchObject({ albumName: null, description: null, genre: null });
  });
  it("requires title and artist", () => {
    expect(songUpdateSchema.safeParse({ title: "", artist: "A" }).error?.issues[0].message).toBe(
      "Title and artist are required.",
    );
  });
  it("has the edit list the spec gives, which differs from the upload list", () => {
    expect(SONG_EDIT_GENRES).toEqual([
      "Afrobeat",
      "Hip-Hop",
      "R&B",
      "Pop",
      "Jazz",
      "Gospel",
      "Reggae",
      "Country",
      "Rock",
      "Classical",
      "Electronic",
    ]);
    expect(isEditGenre("Reggae")).toBe(true);
    expect(isEditGenre("Afrobeats")).toBe(false);
  });
});
