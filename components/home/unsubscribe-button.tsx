"use client";
// Asks before unsubscribing; the POST is the same one-click call mail apps make.
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch, messageOr } from "@/lib/api/client";
import { buttonClass } from "@/components/ui/field";
import { SUBSCRIBER_TEXT } from "@/lib/subscribers/schema";

export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "sending" | "done">("idle");

  async function unsubscribe() {
    setState("sending");
    try {
      await apiFetch(`/unsubscribe/${encodeURIComponent(token)}`, { method: "POST" });
      setState("done");
    } catch (error) {
      setState("idle");
      toast.error(messageOr(error, "Failed to unsubscribe. Please try again."));
    }
  }

  if (state === "done")
    return (
      <p role="status" className="text-lg">
        {SUBSCRIBER_TEXT.unsubscribed}
      </p>
    );
  return (
    <>
      <p className="text-lg">Stop receiving news, style and entertainment updates from My Nation Blog?</p>
      <button type="button" onClick={unsubscribe} disabled={state === "sending"} className={buttonClass}>
        {state === "sending" ? "Unsubscribing..." : "Unsubscribe"}
      </button>
    </>
  );
}
