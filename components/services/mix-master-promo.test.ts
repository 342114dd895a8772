import { describe, expect, it } from "vitest";
import { offers, slugify } from "@/prisma/seed/content";
import { pickMixMaster } from "./mix-master-promo";

const dtos = offers.map((o, i) => ({
  id: String(i),
  slug: slugify(o.title),
  title: o.title,
  description: o.description,
  originalPriceKobo: o.originalNaira * 100,
  promoPriceKobo: o.promoNaira * 100,
}));

describe("pickMixMaster", () => {
  it("picks the seeded Mixing and Mastering offers with their real prices", () => {
    expect(pickMixMaster(dtos).map((o) => [o.title, o.promoPriceKobo])).toEqual([
      ["Mixing", 6_000_000],
      ["Mastering", 8_000_000],
    ]);
  });
  it("shows nothing when neither offer exists", () => {
    expect(pickMixMaster(dtos.filter((o) => !["Mixing", "Mastering"].includes(o.title)))).toEqual([]);
  });
});
