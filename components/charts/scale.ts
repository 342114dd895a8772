// The arithmetic of the site's SVG charts, free of markup so it is unit-tested: a value axis of whole steps, the room
// its labels need, bar lengths, and the points of a line over evenly spaced days.

/** A value axis: its top and its ticks from 0, every tick a whole multiple of one step. */
export type Axis = { top: number; step: number; ticks: number[] };

/**
 * The value axis for values up to `max`: a step of 1, 2 or 5 × 10ⁿ (never below 1, so a count axis reads 0, 1, 2,
 * 3 — never 0, 1, 3, 4, 5 from rounding a fractional step) with at most `intervals` steps up to the top, and the top
 * the first multiple of that step at or above `max`. Nothing to show (0, negative, NaN) draws an axis of 0–1.
 */
export function axis(max: number, intervals = 4): Axis {
  const largest = Number.isFinite(max) && max > 0 ? max : 1;
  let power = 1;
  while (power * 10 <= largest / intervals) power *= 10;
  const step = [1, 2, 5, 10, 20, 50].map((m) => m * power).find((s) => Math.ceil(largest / s - 1e-9) <= intervals)!;
  const n = Math.max(1, Math.ceil(largest / step - 1e-9));
  return { top: n * step, step, ticks: Array.from({ length: n + 1 }, (_, i) => i * step) };
}

// Widths of characters at 1 px font size in the site's sans-serif, rounded up (digits are tabular; ₦ is the widest
// sign of a naira amount). An axis label's column is sized from these so "₦1,000,000" is never clipped.
const EM: Record<string, number> = { "₦": 0.75, ",": 0.32, ".": 0.32, " ": 0.3, "–": 0.6, "-": 0.4, "%": 0.9 };
const DIGIT = 0.62;
const LETTER = 0.72;

/** The width in CSS px, rounded up, that `text` needs at `fontPx` (an upper estimate, so a label always fits). */
export function textWidth(text: string, fontPx: number): number {
  let ems = 0;
  for (const c of text) ems += EM[c] ?? (c >= "0" && c <= "9" ? DIGIT : LETTER);
  return Math.ceil(ems * fontPx);
}

/** The width of the column that holds an axis' labels: its widest label at `fontPx`, and a gap before the plot. */
export function gutterWidth(labels: string[], fontPx: number, gap = 6): number {
  return Math.max(0, ...labels.map((l) => textWidth(l, fontPx))) + gap;
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
