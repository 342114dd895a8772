// Generates the favicon, app icons and the default share image from SVG with sharp, so the committed PNG/ICO files can
// be remade (after a brand colour change) with `npx tsx scripts/brand-assets.ts`. Output: app/favicon.ico, app/icon.png,
// app/apple-icon.png, public/icons/icon-{192,512}.png, public/og-default.png, and the chrome's icon masks, app/icons.css.
import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { siteConfig } from "@/lib/config/site";
import { iconMasksCss } from "./icon-masks";

const ROOT = path.resolve(import.meta.dirname, "..");
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
const { primary, ink } = siteConfig.colors;
// White on the brand olive is too faint for small text; the icon lettering sits on a darker shade of it.
const OLIVE_DARK = "#5f6330";

/** A square tile: "MNB" where there is room, a single "M" at favicon sizes where three letters blur together. */
function iconSvg(size: number, { rounded }: { rounded: boolean }): string {
  const letters = size >= 96 ? "MNB" : "M";
  const fontSize = letters === "M" ? size * 0.72 : size * 0.36;
  const radius = rounded ? size * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<clipPath id="tile"><rect width="${size}" height="${size}" rx="${radius}"/></clipPath>
<g clip-path="url(#tile)"><rect width="${size}" height="${size}" fill="${OLIVE_DARK}"/><rect y="${size * 0.8}" width="${size}" height="${size * 0.2}" fill="${primary}"/></g>
<text x="50%" y="${letters === "M" ? size * 0.7 : size * 0.6}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff">${letters}</text>
</svg>`;
}

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding PNG images (supported by every browser since IE Vista-era), one directory entry per size. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

function shareSvg(): string {
  const W = 1200;
  const H = 630;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="#241d2f"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
<rect x="0" y="${H - 24}" width="${W}" height="24" fill="${primary}"/>
<circle cx="${W - 140}" cy="120" r="260" fill="${primary}" opacity="0.18"/>
<circle cx="${W - 60}" cy="${H - 90}" r="140" fill="${primary}" opacity="0.12"/>
<rect x="96" y="150" width="120" height="120" rx="22" fill="${OLIVE_DARK}"/>
<text x="156" y="226" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="42" fill="#ffffff">MNB</text>
<text x="96" y="390" font-family="${FONT}" font-weight="700" font-size="92" fill="#ffffff">${siteConfig.name}</text>
<text x="96" y="460" font-family="${FONT}" font-size="36" fill="#ffffff" opacity="0.88">News, style and entertainment from Nigeria</text>
<text x="96" y="520" font-family="${FONT}" font-size="28" fill="${primary}" letter-spacing="2">MUSIC PRODUCTION · MIXING · MASTERING · PROMOTION</text>
</svg>`;
}

async function main() {
  await mkdir(path.join(ROOT, "public/icons"), { recursive: true });
  const outputs: [string, Buffer][] = [
    [
      "app/favicon.ico",
      ico(
        await Promise.all(
          [16, 32, 48].map(async (size) => ({ size, data: await png(iconSvg(size, { rounded: false })) })),
        ),
      ),
    ],
    ["app/icon.png", await png(iconSvg(512, { rounded: true }))],
    // iOS rounds the corners itself and shows transparency as black: a full square.
    ["app/apple-icon.png", await png(iconSvg(180, { rounded: false }))],
    ["public/icons/icon-192.png", await png(iconSvg(192, { rounded: true }))],
    ["public/icons/icon-512.png", await png(iconSvg(512, { rounded: true }))],
    ["public/icons/maskable-512.png", await png(iconSvg(512, { rounded: false }))],
    [
      "public/og-default.png",
      await sharp(Buffer.from(shareSvg())).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer(),
    ],
    ["app/icons.css", Buffer.from(await iconMasksCss())],
  ];
  for (const [file, bytes] of outputs) {
    await writeFile(path.join(ROOT, file), bytes);
    console.log(`${file}  ${bytes.length} bytes`);
  }
}

await main();
