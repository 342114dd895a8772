"use client";
// The button behind a link in one of our emails (confirm my email, confirm my new email, this wasn't me): opening the
// page changes nothing, since mail scanners open links too; this POST does, and its answer's message is shown.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/api/client";
import { buttonClass } from "@/components/ui/field";

type Texts = { ask: string; button: string; done: string; failed: string };

/** `json`: the request's body, when the token travels in it rather than in the path. */
export function TokenAction({ path, text, json }: { path: string; text: Texts; json?: unknown }) {
  const [state, setState] = useState<"idle" | "sending" | { done: string }>("idle");

  async function act() {
    setState("sending");
    try {
      const reply = await apiFetch<{ message?: string } | null>(path, { method: "POST", json });
      setState({ done: reply?.message ?? text.done });
    } catch (error) {
      setState("idle");
      toast.error(messageOr(error, text.failed));
    }
  }

  if (typeof state === "object")
    return (
      <p role="status" className="text-lg">
        {state.done}
      </p>
    );
  return (
    <>
      <p className="text-lg">{text.ask}</p>
      <button type="button" onClick={act} disabled={state === "sending"} className={buttonClass}>
        {text.button}
      </button>
    </>
  );
}
