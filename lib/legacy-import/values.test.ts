import { ObjectId } from "bson";
import { describe, expect, it } from "vitest";
import { changedOf, createdOf, dateOf, emailOf, idOf, intOf, linkOf, textOf } from "./values";

describe("the old documents' values", () => {
  it("reads ids, dates and numbers however they were stored", () => {
    const id = new ObjectId();
    expect(idOf(id)).toBe(id.toHexString());
    expect(idOf(id.toHexString().toUpperCase())).toBe(id.toHexString());
    expect(idOf("not-an-id")).toBeNull();
    expect(dateOf("2024-01-02T03:04:05Z")?.toISOString()).toBe("2024-01-02T03:04:05.000Z");
    expect(dateOf("yesterday")).toBeNull();
    expect(intOf("42")).toBe(42);
    expect(intOf("")).toBeNull();
    expect(intOf(3.9)).toBe(3);
  });

  it("takes the creation time from the ObjectId when a document has none", () => {
    const id = ObjectId.createFromTime(Date.UTC(2023, 5, 1) / 1000);
    expect(createdOf({ _id: id }).toISOString()).toBe("2023-06-01T00:00:00.000Z");
    expect(changedOf({ _id: id, updatedAt: new Date("2024-01-01") }).toISOString()).toBe("2024-01-01T00:00:00.000Z");
  });

  it("keys e-mails by case and spaces, and keeps only web links", () => {
    expect(emailOf("  Ada@Example.COM ")).toBe("ada@example.com");
    expect(emailOf("ada at example")).toBeNull();
    expect(textOf("   ")).toBeNull();
    expect(linkOf("javascript:alert(1)")).toBeNull();
    expect(linkOf("https://open.spotify.com/track/1")).toBe("https://open.spotify.com/track/1");
  });
});
