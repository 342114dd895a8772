import { describe, expect, it } from "vitest";
import { categorySchema } from "./spotlight";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("categorySchema", () => {
  it("reads the category in any case, and no category as all", () => {
    expect(categorySchema.parse("Male")).toBe("male");
    expect(categorySchema.parse("female")).toBe("female");
    expect(categorySchema.parse(undefined)).toBeNull();
    expect(categorySchema.parse("all")).toBeNull();
    expect(firstMessage(categorySchema.safeParse("kids"))).toBe('Category must be "male" or "female".');
  });
});
