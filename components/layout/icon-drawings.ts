// The chrome's and adverts' icons, drawn on a 24 × 24 grid in black: the source `npx tsx scripts/brand-assets.ts` turns
// into the PNG masks of app/icons.css (see ./social-icons.tsx for why they are not SVG in the page or the stylesheet).
// Outline icons are stroked; the rest are filled.
export const ICON_DRAWINGS = {
  facebook: {
    body: '<path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.3H7.3V14h2.8v8z"/>',
  },
  x: {
    body: '<path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z"/>',
  },
  instagram: {
    outline: true,
    body: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.8" fill="black" stroke="none"/>',
  },
  linkedin: {
    body: '<path d="M5 3.5a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zM3.1 9.3h3.8V21H3.1zm6.2 0h3.6v1.6h.1c.5-1 1.8-2 3.7-2 3.9 0 4.6 2.6 4.6 5.9V21h-3.8v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H9.3z"/>',
  },
  phone: {
    body: '<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"/>',
  },
  mail: {
    outline: true,
    body: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  },
} satisfies Record<string, { body: string; outline?: boolean }>;

export type IconName = keyof typeof ICON_DRAWINGS;
export const ICON_NAMES = Object.keys(ICON_DRAWINGS) as IconName[];

/** A drawing as a standalone SVG document, `size` pixels square. */
export function iconSvg(name: IconName, size: number): string {
  const { body, ...rest } = ICON_DRAWINGS[name];
  const paint = "outline" in rest ? `fill="none" stroke="black" stroke-width="2"` : `fill="black"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" ${paint}>${body}</svg>`;
}
