// The arithmetic of the site's SVG charts, free of markup so it is unit-tested: a "nice" top for the value axis, its
// ticks, bar lengths, and the points of a line over evenly spaced days.

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `max` (at least 1), so axis labels are round numbers. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= max - 1e-9)!;
  // Whole numbers only: counts are never fractional, so a top of 2.5 is 3.
  return Math.ceil(step * power);
}

/** `count` + 1 evenly spaced whole ticks from 0 to `top` (fewer when `top` is small, never a repeated value). */
export function ticks(top: number, count = 4): number[] {
  const values = Array.from({ length: count + 1 }, (_, i) => Math.round((top * i) / count));
  return [...new Set(values)];
}

/** How long a bar for `value` is on an axis `size` long whose top is `top` (never negative, never past `size`). */
export function scaled(value: number, top: number, size: number): number {
  if (top <= 0 || value <= 0) return 0;
  return Math.min(size, (value / top) * size);
}

/** x of the i-th of `n` evenly spaced points across `width` (one point sits in the middle). */
export function xAt(i: number, n: number, width: number): number {
  return n <= 1 ? width / 2 : (i * width) / (n - 1);
}

/** An SVG path through the values (y grows downwards from `height`), and the same closed to the axis for an area. */
export function linePaths(
  values: number[],
  top: number,
  width: number,
  height: number,
): { line: string; area: string } {
  if (values.length === 0) return { line: "", area: "" };
  const points = values.map(
    (v, i) => `${round(xAt(i, values.length, width))},${round(height - scaled(v, top, height))}`,
  );
  const line = `M${points.join("L")}`;
  const area = `${line}L${round(xAt(values.length - 1, values.length, width))},${height}L${round(xAt(0, values.length, width))},${height}Z`;
  return { line, area };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** 0.4567 → "45.7%"; null (nothing to divide by) → "–". */
export const percent = (ratio: number | null) =>
  ratio === null ? "–" : `${(Math.round(ratio * 1000) / 10).toLocaleString("en-NG")}%`;

/** 12345 → "12,345". */
export const count = (n: number) => n.toLocaleString("en-NG");
