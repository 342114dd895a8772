import { describe, expect, it } from "vitest";
import { ARTIST_GENRES } from "@/lib/artists/genres";
import { ARTIST_GENRE_INVALID, artistCreateSchema, artistUpdateSchema } from "./schema";

const image = () => new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" });
const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("artist schemas", () => {
  it("takes the spec's seven create genres exactly", () => {
    expect(ARTIST_GENRES).toEqual([
      "Afrobeats",
      "Alté",
      "Afro-fusion",
      "Hip-Pop/Rap",
      "Ragae",
      "Hardcore-Rap",
      "R & B",
    ]);
    for (const genre of ARTIST_GENRES)
      expect(artistCreateSchema.safeParse({ name: "Ada", genre, image: image() }).success).toBe(true);
  });

  it("requires name, genre and image on create", () => {
    expect(firstMessage(artistCreateSchema.safeParse({ name: " ", genre: "Afrobeats", image: image() }))).toBe(
      "Name, genre and image are required.",
    );
    expect(firstMessage(artistCreateSchema.safeParse({ name: "Ada", genre: "", image: image() }))).toBe(
      "Name, genre and image are required.",
    );
    expect(firstMessage(artistCreateSchema.safeParse({ name: "Ada", genre: "Afrobeats" }))).toBe(
      "Name, genre and image are required.",
    );
    const empty = new File([], "", { type: "application/octet-stream" });
    expect(firstMessage(artistCreateSchema.safeParse({ name: "Ada", genre: "Afrobeats", image: empty }))).toBe(
      "Name, genre and image are required.",
    );
    expect(firstMessage(artistCreateSchema.safeParse({ name: "Ada", genre: "Afrobeats", image: "a.png" }))).toBe(
      "Name, genre and image are required.",
    );
  });

  it("refuses a genre outside the list, and reads a decomposed Alté as Alté", () => {
    expect(firstMessage(artistCreateSchema.safeParse({ name: "Ada", genre: "Jazz", image: image() }))).toBe(
      ARTIST_GENRE_INVALID,
    );
    expect(artistCreateSchema.parse({ name: "Ada", genre: "Alte\u0301", image: image() }).genre).toBe("Alté");
  });

  it("makes the image optional on edit and leaves the genre list to the data layer, which knows the stored genre", () => {
    expect(artistUpdateSchema.parse({ name: "Ada", genre: "Ragae", image: "" })).toEqual({
      name: "Ada",
      genre: "Ragae",
      image: undefined,
    });
    expect(artistUpdateSchema.parse({ name: "Ada", genre: "Alté", image: new File([], "") }).image).toBeUndefined();
    expect(firstMessage(artistUpdateSchema.safeParse({ name: "", genre: "Alté" }))).toBe(
      "Name and genre are required.",
    );
    expect(artistUpdateSchema.parse({ name: "Ada", genre: "Hip/Hop & Rap" }).genre).toBe("Hip/Hop & Rap");
    expect(artistUpdateSchema.safeParse({ name: "Ada", genre: "Alté", image: "not a file" }).success).toBe(false);
  });
});
