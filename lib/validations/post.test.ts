import { describe, expect, it } from "vitest";
import { postCreateSchema, postUpdateSchema } from "./post";

describe("post schemas", () => {
  it("requires title, content and author on create with the spec's message", () => {
    const result = postCreateSchema.safeParse({ title: "T", content: " " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Please fill in all required fields.");
  });
  it("defaults an empty author to Admin on edit", () => {
    expect(postUpdateSchema.parse({ title: "T", content: "C", author: "  " }).author).toBe("Admin");
  });
  it("requires title and content on edit", () => {
    expect(postUpdateSchema.safeParse({ title: "", content: "C" }).error?.issues[0].message).toBe(
      "Title and content are required.",
    );
  });
  it("turns the comma-separated categories into a clean list", () => {
    expect(
      postCreateSchema.parse({ title: "T", content: "C", author: "A", categories: "Music, News ,, Music" }).categories,
    ).toEqual(["Music", "News"]);
    expect(postUpdateSchema.parse({ title: "T", content: "C" }).categories).toEqual([]);
  });
});
