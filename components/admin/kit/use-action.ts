"use client";
// The one way a dashboard button acts (approve, hide, retry, refund, move a booking on, delete, restore, ban): one call
// to /mnb/api, `busy` while it runs, the answer as a toast, then the server-rendered section refreshed so it shows
// what really happened. A button is `disabled` while busy and until its code has run: a tap on the server's HTML
// before then would do nothing at all. Forms that send fields and files save through useSave instead.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { apiFetch, messageOr } from "@/lib/api/client";

type Call = RequestInit & { json?: unknown };

type Outcome<T> = {
  /** The toast after the call; a function reads the answer (and may report it as an error). */
  success: string | ((reply: T) => string | { error: string });
  failure: string;
  /** Show the server's message instead of `failure` when it sends one (default true). */
  serverMessage?: boolean;
  /** After the toast, before the refresh (a dialog closes, a form clears, the browser moves on). */
  then?: (reply: T) => void | Promise<void>;
};

export function useAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  /** True when the call went through. */
  async function run<T = { message?: string }>(path: string, call: Call, outcome: Outcome<T>): Promise<boolean> {
    setBusy(true);
    try {
      const reply = await apiFetch<T>(path, call);
      const said = typeof outcome.success === "function" ? outcome.success(reply) : outcome.success;
      if (typeof said === "string") toast.success(said);
      else toast.error(said.error);
      await outcome.then?.(reply);
      return true;
    } catch (error) {
      toast.error(outcome.serverMessage === false ? outcome.failure : messageOr(error, outcome.failure));
      return false;
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  return { busy, disabled: busy || !hydrated, run, router };
}
