"use client";
// A pager whose page lives in the URL (/blog?page=2), so pages are server-rendered and Back works. While the next
// page renders the current one stays, dimmed, under the list's loading text.
import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Pager } from "./pager";

/** `path?page=n`, other query values kept; page 1 is the plain path so it stays canonical. */
export function pageHref(path: string, page: number, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Router navigation inside a transition: `pending` stays true until the new page has rendered. */
export function usePageNavigation() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (href: string, scroll = true) => startTransition(() => router.push(href, { scroll }));
  return { pending, go };
}

type Props = {
  path: string;
  page: number;
  totalPages: number;
  label: string;
  loadingText: string;
  children: ReactNode;
  query?: Record<string, string>;
};

export function RoutePager({ path, page, totalPages, label, loadingText, children, query }: Props) {
  const { pending, go } = usePageNavigation();
  return (
    <>
      <p role="status" className="mb-2 min-h-6 text-gray-600">
        {pending ? loadingText : ""}
      </p>
      <div aria-busy={pending} className={pending ? "opacity-50 transition-opacity" : undefined}>
        {children}
      </div>
      <Pager
        label={label}
        page={page}
        totalPages={totalPages}
        busy={pending}
        onPage={(n) => go(pageHref(path, n, query))}
      />
    </>
  );
}
