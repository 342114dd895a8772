import { describe, expect, it } from "vitest";
import { slotRange, trimSrcSet } from "./image-widths";

const srcSet = (widths: number[]) => widths.map((w) => `/_next/image?url=%2Fa.webp&w=${w}&q=75 ${w}w`).join(", ");
const ALL = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const widthsOf = (s: string | undefined) => (s ?? "").split(", ").map((c) => Number(/ (\d+)w$/.exec(c)?.[1]));

describe("slotRange", () => {
  it("reads px, rem and vw slots across phone to desktop widths", () => {
    expect(slotRange("320px")).toEqual({ min: 320, max: 320 });
    expect(slotRange("(min-width: 640px) 10rem, 100vw")).toEqual({ min: 160, max: 640 });
    expect(slotRange("(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw")).toEqual({ min: 320, max: 640 });
    expect(slotRange("100vw")).toEqual({ min: 320, max: 1920 });
  });

  it("gives up on lengths it cannot bound", () => {
    expect(slotRange("calc(100vw - 2rem)")).toBeNull();
    expect(slotRange("(max-width: 640px) 100vw, 50vw")).toBeNull();
  });
});

describe("trimSrcSet", () => {
  it("keeps a fixed 48px avatar's candidates from 1× to 3×", () => {
    expect(widthsOf(trimSrcSet(srcSet(ALL), "48px"))).toEqual([48, 64, 96, 128, 256]);
  });

  it("keeps a 320px cover's candidates up to the first one covering 960 device pixels", () => {
    expect(widthsOf(trimSrcSet(srcSet(ALL), "320px"))).toEqual([384, 640, 750, 828, 1080]);
  });

  it("keeps a full-width picture's candidates from a small phone's width up to 1920, and drops 2048 and 3840", () => {
    expect(widthsOf(trimSrcSet(srcSet(ALL), "(min-width: 1024px) 1024px, 100vw"))).toEqual([
      384, 640, 750, 828, 1080, 1200, 1920,
    ]);
    expect(widthsOf(trimSrcSet(srcSet(ALL), "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"))).toEqual([
      384, 640, 750, 828, 1080, 1200, 1920,
    ]);
  });

  it("leaves a srcset alone when sizes cannot be read or are missing", () => {
    expect(trimSrcSet(srcSet(ALL), "calc(100vw - 2rem)")).toBe(srcSet(ALL));
    expect(trimSrcSet(srcSet(ALL), undefined)).toBe(srcSet(ALL));
    expect(trimSrcSet(undefined, "48px")).toBeUndefined();
  });
});
