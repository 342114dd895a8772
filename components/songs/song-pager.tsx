"use client";
// Prev/Next for the song gallery. The page number lives in the URL (/songs?page=2) so pages are server-rendered and
// Back works; while the next page renders the current one stays, dimmed, under "Loading songs...".
import { useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";

const pagerButton = "rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40";

export function SongPager({ page, totalPages, children }: { page: number; totalPages: number; children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (target: number) => startTransition(() => router.push(`/songs?page=${target}`));

  return (
    <>
      <p role="status" className="mb-2 min-h-6 text-gray-600">{pending ? "Loading songs..." : ""}</p>
      <div aria-busy={pending} className={pending ? "opacity-50 transition-opacity" : undefined}>
        {children}
      </div>
      <nav aria-label="Song pages" className="mt-8 flex items-center justify-center gap-4">
        <button type="button" className={pagerButton} disabled={page <= 1 || pending} onClick={() => go(page - 1)}>
          Prev
        </button>
        <span>Page {page} of {totalPages}</span>
        <button type="button" className={pagerButton} disabled={page >= totalPages || pending} onClick={() => go(page + 1)}>
          Next
        </button>
      </nav>
    </>
  );
}
