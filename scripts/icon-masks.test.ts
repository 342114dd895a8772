import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "../components/layout/icon-drawings";
import { iconMasksCss } from "./icon-masks";

const read = (file: string) => readFileSync(path.join(import.meta.dirname, "..", file), "utf8");

describe("the icons' masks (app/icons.css)", () => {
  it("are the drawings as they are now (regenerate with `npx tsx scripts/brand-assets.ts`)", async () => {
    expect(read("app/icons.css")).toBe(await iconMasksCss());
  });

  it("hold a 48 px PNG with transparency for every icon name", async () => {
    const css = read("app/icons.css");
    for (const name of ICON_NAMES) {
      const match = css.match(
        new RegExp(`\\.icon-${name} \\{\\s*--icon: url\\("data:image/png;base64,([A-Za-z0-9+/=]+)"\\)`),
      );
      expect(match, name).not.toBeNull();
      const meta = await sharp(Buffer.from(match![1], "base64")).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha], name).toEqual(["png", 48, 48, true]);
      // A drawing, not an empty square: some pixels are opaque and some transparent.
      const { data } = await sharp(Buffer.from(match![1], "base64")).extractChannel("alpha").raw().toBuffer({
        resolveWithObject: true,
      });
      expect(data.some((a) => a === 0) && data.some((a) => a > 200), name).toBe(true);
    }
  });

  it("are the only images the stylesheets draw, and none is SVG (Chromium builds an SVG document for each before the first paint)", () => {
    expect(read("app/globals.css")).not.toMatch(/url\(/);
    expect(read("app/icons.css")).not.toMatch(/image\/svg/);
    expect(read("app/globals.css")).toContain('@import "./icons.css";');
  });
});
