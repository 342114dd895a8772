import { describe, expect, it } from "vitest";
import {
  categorySchema,
  SPOTLIGHT_CATEGORY_INVALID,
  SPOTLIGHT_EDIT_REQUIRED,
  SPOTLIGHT_REQUIRED,
  spotlightCreateSchema,
  spotlightUpdateSchema,
} from "./schema";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("categorySchema", () => {
  it("reads the category in any case, and no category as all", () => {
    expect(categorySchema.parse("Male")).toBe("male");
    expect(categorySchema.parse("female")).toBe("female");
    expect(categorySchema.parse(undefined)).toBeNull();
    expect(categorySchema.parse("all")).toBeNull();
    expect(firstMessage(categorySchema.safeParse("kids"))).toBe('Category must be "male" or "female".');
  });
});

describe("spotlightCreateSchema / spotlightUpdateSchema", () => {
  const valid = { name: " Tiwa ", category: "Female", description: "Adire gown" };

  it("trims the text and reads the form's category in any case", () => {
    expect(spotlightCreateSchema.parse(valid)).toEqual({ name: "Tiwa", category: "female", description: "Adire gown" });
    expect(spotlightUpdateSchema.parse({ ...valid, category: "MALE" }).category).toBe("male");
  });

  it("answers a missing field with the form's required message, and any other category with its own", () => {
    expect(firstMessage(spotlightCreateSchema.safeParse({ ...valid, description: "  " }))).toBe(SPOTLIGHT_REQUIRED);
    expect(firstMessage(spotlightCreateSchema.safeParse({ ...valid, category: "" }))).toBe(SPOTLIGHT_REQUIRED);
    expect(firstMessage(spotlightUpdateSchema.safeParse({ ...valid, name: undefined }))).toBe(SPOTLIGHT_EDIT_REQUIRED);
    expect(firstMessage(spotlightCreateSchema.safeParse({ ...valid, category: "Unisex" }))).toBe(
      SPOTLIGHT_CATEGORY_INVALID,
    );
  });
});
