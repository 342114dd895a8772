// Which of next/image's srcset candidates a page needs, from the image's `sizes`. next/image lists every configured
// width (all sixteen when `sizes` is a fixed "320px"), and each candidate is ~100 bytes in the HTML and again in the
// page's RSC payload: a list page with nine pictures carried ~25 kB of addresses no browser would pick. A browser
// picks the smallest candidate at least as wide as the slot × its pixel ratio, so only the candidates between the
// smallest slot at 1× and the largest slot at 3× (phones), capped at 1920 pixels, are kept; the rest are dropped.

/**
 * The narrowest and widest CSS width (px) a `sizes` value can give on viewports 320–1920 px wide. Entries are read in
 * order, each `(min-width: N)` entry applying from N up to the previous entry's N (the usual widest-first order).
 */
export function slotRange(sizes: string): { min: number; max: number } | null {
  const widths: number[] = [];
  let upper = 1920;
  for (const entry of sizes.split(",")) {
    const m = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|rem|vw)$/.exec(entry.trim());
    if (!m) return null; // calc(), em, max-width, … : keep every candidate
    const lower = m[1] ? Number(m[1]) : 320;
    const n = Number(m[2]);
    if (m[3] === "px") widths.push(n);
    else if (m[3] === "rem") widths.push(n * 16);
    else widths.push(Math.round((n / 100) * lower), Math.round((n / 100) * upper));
    upper = lower;
  }
  return widths.length ? { min: Math.min(...widths), max: Math.max(...widths) } : null;
}

const MAX_DPR = 3;
/** The widest picture worth sending: a full-width photo on a desktop (a retina laptop gets it at 1.5×). */
const MAX_WIDTH = 1920;

/** Drops the `w` candidates of a srcset that no viewport from 320 to 1920 px at 1×–3× needs. */
export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  if (!srcSet || !sizes) return srcSet;
  const range = slotRange(sizes);
  if (!range) return srcSet;
  const candidates = srcSet.split(", ").map((c) => ({ c, w: Number(/ (\d+)w$/.exec(c)?.[1]) }));
  if (candidates.some((x) => !Number.isFinite(x.w))) return srcSet;
  const widths = candidates.map((x) => x.w);
  // The smallest candidate a 1× screen could pick, and the smallest that covers the widest slot at 3×.
  const low = widths.filter((w) => w >= range.min)[0] ?? Math.max(...widths);
  const high = widths.filter((w) => w >= Math.min(range.max * MAX_DPR, MAX_WIDTH))[0] ?? Math.max(...widths);
  return candidates
    .filter((x) => x.w >= low && x.w <= high)
    .map((x) => x.c)
    .join(", ");
}
