"use client";
// The button behind a link in one of our emails (confirm my email, this wasn't me): opening the page changes nothing,
// since mail scanners open links too; this POST does.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/client/api";
import { buttonClass } from "@/components/ui/field";

type Texts = { ask: string; button: string; done: string; failed: string };

export function TokenAction({ path, text }: { path: string; text: Texts }) {
  const [state, setState] = useState<"idle" | "sending" | "done">("idle");

  async function act() {
    setState("sending");
    try {
      await apiFetch(path, { method: "POST" });
      setState("done");
    } catch (error) {
      setState("idle");
      toast.error(messageOr(error, text.failed));
    }
  }

  if (state === "done")
    return (
      <p role="status" className="text-lg">
        {text.done}
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
