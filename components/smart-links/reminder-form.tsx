"use client";
// "Notify me on release day" on a smart link's page before its release (docs/features/release-reminders.md). Turbopack
// ships a page's client components to every view of it, and most share pages are of released songs, so this island is
// only a lazy wrapper: the server renders the form into the HTML, and its code (./reminder-form-body.tsx) loads only on
// a page that shows it, for hydration. The server streams the lazy form after its boundary, so a browser may paint
// before it arrives: the fallback holds the form's height (label 20 + 4 + field 42 + 12 + button 40 px), so nothing
// below moves (CLS).
import { lazy, Suspense } from "react";

const Body = lazy(() => import("./reminder-form-body").then((m) => ({ default: m.ReminderFormBody })));

export function ReminderForm({ slug }: { slug: string }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-6 h-[118px] w-full" />}>
      <Body slug={slug} />
    </Suspense>
  );
}
