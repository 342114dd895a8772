"use client";
// A list read page by page from the API: the current data, a loading flag, whether the last read failed, and
// load(page) — which replaces the list, or with `merge` adds to it ("Load more").
import { useState } from "react";
import { apiFetch } from "@/lib/api/client";
import type { PageMeta } from "@/lib/db/paging";

type Options = { onError?: (error: unknown, page: number) => void };

export function usePagedList<P extends PageMeta>(
  initial: P | null,
  pageUrl: (page: number) => string,
  options: Options = {},
) {
  const [data, setData] = useState<P | null>(initial);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function load(page: number, merge?: (current: P | null, next: P) => P) {
    setLoading(true);
    try {
      const next = await apiFetch<P>(pageUrl(page));
      setData((current) => (merge ? merge(current, next) : next));
      setFailed(false);
    } catch (error) {
      setFailed(true);
      options.onError?.(error, page);
    } finally {
      setLoading(false);
    }
  }

  return { data, setData, loading, failed, load };
}

/** Appends a later page to the items already shown, skipping any that are already there (e.g. just added here). */
export function appendPage<T extends { id: string }>(shown: T[], next: T[]): T[] {
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...next.filter((item) => !seen.has(item.id))];
}
