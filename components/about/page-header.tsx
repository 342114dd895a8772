// The title band shared by the About, Service, Contact and legal pages.
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";

type Crumb = { href?: string; label: string };

/** Page title band with a breadcrumb trail; the last crumb is the current page. */
export function PageHeader({ title, crumbs, children }: { title: string; crumbs: Crumb[]; children?: ReactNode }) {
  const trail: Crumb[] = [{ href: "/home", label: "Home" }, ...crumbs];
  return (
    <header className="bg-ink text-white">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <JsonLd data={breadcrumbJsonLd(trail)} />
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-2 text-sm text-white/80">
            {trail.map((crumb, i) => (
              <li key={crumb.label} className="flex items-center gap-2">
                {i > 0 && <span aria-hidden>/</span>}
                {crumb.href && i < trail.length - 1 ? (
                  <Link href={crumb.href} className="underline hover:text-white">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-semibold text-white">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-3 font-serif text-4xl font-bold leading-tight">{title}</h1>
        {children}
      </div>
    </header>
  );
}

/** Title, description, canonical address and Open Graph tags for a static page. */
/** The message shown by a detail route's not-found boundary, with a way back to its list. */
export function NotFoundNotice({ message, href, label }: { message: string; href: string; label: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-lg" role="alert">
        {message}
      </p>
      <Link href={href} className="mt-4 inline-block underline">
        {label}
      </Link>
    </div>
  );
}
