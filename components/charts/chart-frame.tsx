// The frame every chart shares: a figure with its caption, the drawing (an SVG with role="img" whose label says in
// words what it shows), and the same numbers as a table under "Show the numbers", for screen readers, keyboards and
// anyone who wants the figures. Server-rendered; no script.
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
  /** The table shown at once (a report whose table is its point), still foldable; on a phone, instead of the drawing. */
  open?: boolean;
};

export function ChartFrame({ id, title, summary, columns, rows, children, legend, open }: Props) {
  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      {/* With its table open, a phone shows the table alone: the drawing, scaled to a phone's width, is too small to read. */}
      <div role="img" aria-label={summary} className={open ? "hidden sm:block" : undefined}>
        {children}
      </div>
      {legend}
      <details className="text-sm" open={open}>
        <summary className="cursor-pointer text-brand-dark underline">Show the numbers</summary>
        {/* Focusable, so a keyboard can scroll a table wider or taller than the screen. */}
        <div className="max-h-72 overflow-auto" tabIndex={0} role="group" aria-label={`${title}: numbers`}>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="border-b">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="py-1 pr-4">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} className="border-b last:border-0">
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th key={j} scope="row" className="py-1 pr-4 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={j} className="py-1 pr-4 tabular-nums">
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
