// One group of charts on an admin screen (the Overview, the attribution report): a white card with its heading, an
// optional choice of period beside it, then the charts.
import type { ReactNode } from "react";

export function ChartGroup({
  id,
  title,
  nav,
  children,
}: {
  id: string;
  title: string;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {nav}
      </div>
      {children}
    </section>
  );
}
