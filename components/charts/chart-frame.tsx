// The frame every chart shares: a figure with its caption, the drawing (role="img", whose label says in words what
// it shows, every label in full), and the same numbers as a table under "Show the numbers", for screen readers,
// keyboards and anyone who wants the figures. Server-rendered; no script. The drawings lay out for their width (HTML
// labels in CSS px beside SVG bars and lines), so a phone shows them readable rather than shrunk.
import type { ReactNode } from "react";

type Props = {
  id: string;
  title: string;
  /** What the chart shows, in a sentence or two: the SVG's accessible name. */
  summary: string;
  columns: string[];
  rows: (string | number)[][];
  children: ReactNode;
  legend?: ReactNode;
  /** The table shown at once (a report whose table is its point), still foldable. */
  open?: boolean;
};

export function ChartFrame({ id, title, summary, columns, rows, children, legend, open }: Props) {
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <div role="img" aria-label={summary} className="min-w-0">
        {children}
      </div>
      {legend}
      <details className="text-sm" open={open}>
        <summary className="cursor-pointer text-brand-dark underline">Show the numbers</summary>
        {/* Focusable, so a keyboard can scroll a table wider or taller than the screen. On a phone (below 640 px) the
            table reads as cards instead, one per row with each figure on its own "Column: value" line, so no column
            hides behind a sideways scroll (the same CSS as the dashboard's DataTable). */}
        <div className="sm:max-h-72 sm:overflow-auto" tabIndex={0} role="group" aria-label={`${title}: numbers`}>
          <table className="mt-2 w-full text-left max-sm:block">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b max-sm:sr-only">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="py-1 pr-4">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:block max-sm:space-y-2">
              {rows.map((row, i) => (
                <tr
                  key={i}
                  className="border-b last:border-0 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-gray-200 max-sm:p-3 max-sm:last:border"
                >
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th
                        key={j}
                        scope="row"
                        className="py-1 pr-4 font-normal max-sm:block max-sm:pr-0 max-sm:font-semibold max-sm:[overflow-wrap:anywhere]"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={j}
                        data-label={columns[j]}
                        className="py-1 pr-4 tabular-nums max-sm:flex max-sm:gap-3 max-sm:py-0.5 max-sm:pr-0 max-sm:before:w-32 max-sm:before:shrink-0 max-sm:before:text-gray-600 max-sm:before:content-[attr(data-label)]"
                      >
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A chart with nothing to draw: the same captioned figure, saying so instead. */
export function EmptyChart({ id, title, empty }: { id: string; title: string; empty: ReactNode }) {
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      <p className="text-gray-600">{empty}</p>
    </figure>
  );
}
