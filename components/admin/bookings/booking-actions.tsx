"use client";
// A booking's pipeline buttons (PATCH /bookings/{id}/status: only the steps lib/bookings/status.ts allows from its
// status) and a refund form per paid payment (POST /refunds; no amount = all that is left).
import { useEffect, useState, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { nextStatuses, STATUS_LABELS, type BookingStatusName } from "@/lib/bookings/status";
import { BOOKING_UPDATED, BOOKING_UPDATE_FAILED } from "@/lib/bookings/copy";
import { useAction } from "@/components/admin/kit/use-action";
import { SubmitButton } from "@/components/ui/submit-button";

const ACTION: Record<BookingStatusName, string> = {
  NEW: "Mark new",
  PAID: "Mark paid",
  IN_PROGRESS: "Start work",
  DELIVERED: "Mark delivered",
  CANCELLED: "Cancel booking",
  REFUNDED: "Mark refunded",
};

type Props = { id: string; name: string; status: BookingStatusName };

export function BookingStatusButtons({ id, name, status }: Props) {
  const { disabled, run } = useAction();
  const steps = nextStatuses(status);
  if (steps.length === 0) return null;

  const move = (to: BookingStatusName) =>
    run(
      `/bookings/${id}/status`,
      { method: "PATCH", json: { status: to } },
      {
        success: `${BOOKING_UPDATED} ${name}'s booking is now ${STATUS_LABELS[to].toLowerCase()}.`,
        failure: BOOKING_UPDATE_FAILED,
      },
    );

  return (
    <span className="flex flex-wrap gap-2">
      {steps.map((to) => (
        <button
          key={to}
          type="button"
          disabled={disabled}
          onClick={() => move(to)}
          aria-label={`${ACTION[to]}: ${name}`}
          className={`rounded border px-2 py-1 text-xs ${to === "CANCELLED" ? "border-red-700 text-red-700" : "border-brand-dark text-brand-dark"} disabled:opacity-60`}
        >
          {ACTION[to]}
        </button>
      ))}
    </span>
  );
}

export function RefundButton({ paymentId, reference }: { paymentId: string; reference: string }) {
  const { busy, run } = useAction();
  const [amount, setAmount] = useState("");

  async function refund(event: FormEvent) {
    event.preventDefault();
    await run(
      "/refunds",
      { method: "POST", json: amount.trim() ? { paymentId, amount: amount.trim() } : { paymentId } },
      {
        success: "Refund requested. It shows here once Paystack has processed it.",
        failure: "Failed to request the refund",
        then: () => setAmount(""),
      },
    );
  }

  const id = `refund-${paymentId}`;
  return (
    <form method="post" onSubmit={refund} className="mt-1 flex flex-wrap items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Amount to refund for {reference} in naira (empty = all)
      </label>
      <input
        id={id}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        inputMode="decimal"
        placeholder="All"
        className="w-20 rounded border border-gray-300 px-1 py-0.5 text-xs"
      />
      <SubmitButton busy={busy} className="rounded border border-gray-400 px-2 py-0.5 text-xs disabled:opacity-60">
        {busy ? "Refunding..." : "Refund"}
      </SubmitButton>
    </form>
  );
}

/** The spec's toast once the list has loaded (it is rendered on the server, so this says it from the browser). */
export function FetchedToast({ message }: { message: string }) {
  useEffect(() => {
    toast.success(message);
  }, [message]);
  return null;
}
