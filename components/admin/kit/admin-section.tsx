// A dashboard section's frame: its spec heading as the page's h1, an optional line under it, then the content.
import type { ReactNode } from "react";

export function AdminSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-serif text-3xl font-bold">{title}</h1>
        {intro && <p className="mt-1 text-gray-600">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/** A white card inside a section, labelled by its own heading. */
export function AdminCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
