"use client";
// On the profile while the account's address is not confirmed: says what that costs and sends a new link on request
// (POST /mnb/api/verify-email). The answer replaces the button, so one tap sends one email.
import { useState } from "react";
import { VERIFY_TEXT } from "@/lib/email/trust-copy";
import { apiFetch, messageOr } from "@/lib/api/client";
import { useHydrated } from "@/components/ui/use-hydrated";

type State = { kind: "idle" | "sending" } | { kind: "done" | "failed"; message: string };

export function VerifyAgain() {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function send() {
    setState({ kind: "sending" });
    try {
      const { message } = await apiFetch<{ message: string }>("/verify-email", { method: "POST" });
      setState({ kind: "done", message });
    } catch (error) {
      setState({ kind: "failed", message: messageOr(error, VERIFY_TEXT.sendFailed) });
    }
  }

  return (
    <span className="mt-1 block text-sm text-gray-700">
      {VERIFY_TEXT.pending}{" "}
      {state.kind === "done" ? (
        <span role="status" className="block font-semibold text-ink">
          {state.message}
        </span>
      ) : (
        <>
          <button
            type="button"
            className="font-semibold text-brand-dark underline hover:text-ink disabled:opacity-60"
            disabled={!hydrated || state.kind === "sending"}
            onClick={send}
          >
            {state.kind === "sending" ? "Sending..." : VERIFY_TEXT.again}
          </button>
          {state.kind === "failed" && (
            <span role="alert" className="block text-red-700">
              {state.message}
            </span>
          )}
        </>
      )}
    </span>
  );
}
