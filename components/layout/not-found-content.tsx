import Link from "@/components/ui/link";
import { SiteShell } from "./site-shell";

/** The 404 message itself: the not-found boundaries, app/global-not-found.tsx and the /404 route. */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <p aria-hidden="true" className="font-serif text-7xl font-bold text-brand sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold text-ink sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-prose text-base leading-relaxed text-ink/80">
        Sorry, we couldn&rsquo;t find the page you were looking for. It may have been moved, or the link may be out of
        date.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/home"
          className="rounded-md bg-brand-dark px-5 py-2.5 font-semibold text-white transition-colors hover:bg-ink"
        >
          Go to home
        </Link>
        <Link
          href="/blog"
          className="rounded-md border-2 border-brand-dark px-5 py-2.5 font-semibold text-brand-dark transition-colors hover:bg-brand/15"
        >
          Read the blog
        </Link>
      </div>
    </section>
  );
}

/** The message in the public shell, for the pages outside the (site) route group: app/global-not-found.tsx and /404. */
export function NotFoundPage() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
