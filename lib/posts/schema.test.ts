import { describe, expect, it } from "vitest";
import { postCreateSchema, postUpdateSchema } from "./schema";
import { POST_TEXT } from "@/lib/posts/copy";

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

  describe("publishing", () => {
    const base = { title: "T", content: "C", author: "A" };
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    // The same instant as a datetime-local value in Lagos time (UTC+1).
    const lagos = (d: Date) => new Date(d.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16);

    it("leaves the status out when none is sent: addPost publishes at once, an edit keeps the status", () => {
      expect(postCreateSchema.parse(base).publication).toBeUndefined();
      expect(postUpdateSchema.parse(base).publication).toBeUndefined();
    });

    it("reads draft and published", () => {
      expect(postCreateSchema.parse({ ...base, status: "draft" }).publication).toEqual({ status: "DRAFT" });
      expect(postUpdateSchema.parse({ ...base, status: "published" }).publication).toEqual({ status: "PUBLISHED" });
    });

    it("reads a scheduled time as Lagos time", () => {
      const parsed = postCreateSchema.parse({ ...base, status: "scheduled", publishAt: lagos(inAnHour) });
      expect(parsed.publication).toEqual({
        status: "SCHEDULED",
        publishAt: new Date(Math.floor(inAnHour.getTime() / 60_000) * 60_000),
      });
    });

    it("asks for a future time when scheduling", () => {
      const missing = postCreateSchema.safeParse({ ...base, status: "scheduled" });
      expect(missing.error?.issues[0]).toMatchObject({ path: ["publishAt"], message: POST_TEXT.publishAtMissing });
      const past = postUpdateSchema.safeParse({ ...base, status: "scheduled", publishAt: "2020-01-01T10:00" });
      expect(past.error?.issues[0]).toMatchObject({ path: ["publishAt"], message: POST_TEXT.publishAtPast });
      const invalid = postCreateSchema.safeParse({ ...base, status: "scheduled", publishAt: "2030-02-31T10:00" });
      expect(invalid.error?.issues[0].message).toBe(POST_TEXT.publishAtMissing);
    });

    it("names the missing publish time also when other fields are empty, once", () => {
      const empty = postCreateSchema.safeParse({ title: "", content: "", author: "", status: "scheduled" });
      const issues = empty.error?.issues ?? [];
      expect(issues.filter((i) => i.path[0] === "publishAt")).toEqual([
        expect.objectContaining({ message: POST_TEXT.publishAtMissing }),
      ]);
      expect(issues[0].message).toBe(POST_TEXT.required);
      const draft = postCreateSchema.safeParse({ title: "", content: "", author: "", status: "draft" });
      expect(draft.error?.issues.some((i) => i.path[0] === "publishAt")).toBe(false);
    });

    it("refuses an unknown status", () => {
      expect(postCreateSchema.safeParse({ ...base, status: "live" }).error?.issues[0].message).toBe(
        POST_TEXT.badStatus,
      );
    });
  });
});

describe("the text's format and its pictures", () => {
  const base = { title: "T", author: "A" };
  const issues = (content: string, format?: string) =>
    postCreateSchema.safeParse({ ...base, content, format }).error?.issues.map((i) => i.message) ?? [];

  it("leaves the format out when none is sent (the old client), and reads plain and markdown", () => {
    expect(postCreateSchema.parse({ ...base, content: "C" }).format).toBeUndefined();
    expect(postUpdateSchema.parse({ ...base, content: "C", format: "markdown" }).format).toBe("markdown");
    expect(issues("C", "html")).toEqual([POST_TEXT.badFormat]);
  });

  it("refuses a Markdown picture without alt text, naming it", () => {
    expect(issues("Intro\n\n![](/files/post-image/a.webp =10x10)", "markdown")).toEqual([
      POST_TEXT.imageAltMissing("/files/post-image/a.webp"),
    ]);
    expect(issues("![  ](/files/post-image/a.webp)", "markdown")).toHaveLength(1);
  });

  it("refuses a picture from outside our storage", () => {
    expect(issues("![A cat](https://example.com/cat.png)", "markdown")).toEqual([
      POST_TEXT.imageNotStored("https://example.com/cat.png"),
    ]);
    expect(issues("![A cat](data:image/png;base64,iVBORw0KGgo=)", "markdown")).toHaveLength(1);
  });

  it("takes pictures with alt text from our files and our Blob store, and leaves plain text alone", () => {
    expect(issues("![A crowd](/files/post-image/a.webp =1200x800)", "markdown")).toEqual([]);
    expect(issues("![A crowd](https://abc.public.blob.vercel-storage.com/post-image/a.webp)", "markdown")).toEqual([]);
    expect(issues("![](https://example.com/cat.png)")).toEqual([]);
    expect(issues("![](https://example.com/cat.png)", "plain")).toEqual([]);
  });
});
