// A missing item's page (an unknown post, service, about article or smart link) that crawlers and link checkers can
// read: the segment's not-found view in the server's HTML, with status 404.
//
// Why not plain notFound(): under Cache Components, a page's notFound() reaches the server's HTML render outside any
// Suspense boundary, and Next answers it with an empty error shell (`<html id="__next_error__">`, no title, no text)
// that only the browser fills in. Here the view is ordinary content; the notFound() that sets the 404 status is thrown
// inside a Suspense boundary with no fallback, where the HTML render records the status and carries on. In the
// browser that boundary hands the error to the segment's not-found boundary, which shows the same view.
import { Suspense, type ReactNode } from "react";
import { notFound } from "next/navigation";

function NotFoundStatus(): never {
  notFound();
}

export function NotFoundView({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
