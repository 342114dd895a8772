"use client";
// The confirmation link's page: the subscription is confirmed by this button's POST, never by opening the link (mail
// scanners open every link in a message, which confirmed subscriptions nobody asked for).
import { useState } from "react";
import Link from "@/components/ui/link";
import { buttonClass } from "@/components/ui/field";
import { apiFetch, ApiRequestError, messageOr } from "@/lib/api/client";
import { SUBSCRIBER_TEXT } from "@/lib/subscribers/schema";

/** `confirmable`: what the server found when the link was opened (a used or expired link shows its answer at once). */
export function ConfirmSubscriptionButton({ token, confirmable }: { token: string; confirmable: boolean }) {
  const [state, setState] = useState<"idle" | "sending" | "confirmed" | "invalid">(confirmable ? "idle" : "invalid");
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setState("sending");
    setError(null);
    try {
      await apiFetch(`/subscribe/confirm/${encodeURIComponent(token)}`, { method: "POST" });
      setState("confirmed");
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 404) return setState("invalid");
      setState("idle");
      setError(messageOr(failure, "Failed to confirm. Please try again."));
    }
  }

  if (state === "confirmed" || state === "invalid") {
    const confirmed = state === "confirmed";
    return (
      <>
        <p role="status" className={confirmed ? "text-lg" : "text-lg text-red-700"}>
          {confirmed ? SUBSCRIBER_TEXT.confirmed : SUBSCRIBER_TEXT.confirmInvalid}
        </p>
        <p className="text-gray-600">
          {confirmed
            ? "You will now receive our news, style and entertainment updates and the latest promos."
            : "Subscribe again from the home page to get a new link."}
        </p>
        <Link href="/home" className="font-semibold text-brand-dark underline hover:text-ink">
          Back to the home page
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="text-lg">
        Press the button to start receiving news, style and entertainment updates from My Nation Blog.
      </p>
      <button type="button" onClick={confirm} disabled={state === "sending"} className={buttonClass}>
        {state === "sending" ? "Confirming..." : "Confirm my subscription"}
      </button>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
