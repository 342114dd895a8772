"use client";
// Promo campaigns while they send: the server-rendered list is refreshed every few seconds as long as one is still
// running, "Retry failed" queues a campaign's failed emails again, and a scheduled one can be cancelled before its time.
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ConfirmDelete } from "@/components/admin/kit/confirm-delete";
import { useAction } from "@/components/admin/kit/use-action";
import { PROMO_TEXT } from "@/lib/subscribers/promo-copy";

const REFRESH_MS = 2000;

export function RefreshWhileRunning({ running }: { running: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => router.refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, router]);
  return null;
}

export function RetryFailedButton({ id, subject }: { id: string; subject: string }) {
  const { busy, disabled, run } = useAction();
  const retry = () =>
    run(`/campaigns/${id}/retry`, { method: "POST" }, { success: PROMO_TEXT.retried, failure: PROMO_TEXT.failed });
  return (
    <button
      type="button"
      onClick={retry}
      disabled={disabled}
      aria-label={`Retry failed emails of ${subject}`}
      className="text-brand-dark underline disabled:opacity-60"
    >
      {busy ? "Retrying..." : "Retry failed"}
    </button>
  );
}

/** A scheduled promo that has not started is deleted after a confirmation; one that has started answers 409. */
export function CancelCampaignButton({ id, subject }: { id: string; subject: string }) {
  return (
    <ConfirmDelete
      path={`/campaigns/${id}`}
      name={`scheduled promo "${subject}"`}
      label="Cancel sending"
      success={PROMO_TEXT.cancelled}
      failure={PROMO_TEXT.cancelFailed}
      serverMessage
      warning="It will not be sent to anyone. This cannot be undone."
    />
  );
}
