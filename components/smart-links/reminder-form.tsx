"use client";
// "Notify me on release day" on a smart link's page before its release (issue 24 §3). Turbopack ships a page's client
// components to every view of it, and most share pages are of released songs, so this island is only a lazy wrapper:
// the server renders the form into the HTML, and its code (./reminder-form-body.tsx) loads only on a page that shows
// it, for hydration.
import { lazy, Suspense } from "react";

const Body = lazy(() => import("./reminder-form-body").then((m) => ({ default: m.ReminderFormBody })));

export function ReminderForm({ slug }: { slug: string }) {
  return (
    <Suspense>
      <Body slug={slug} />
    </Suspense>
  );
}
