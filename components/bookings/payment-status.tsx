"use client";
// The booking-success page's line about the payment: its status as the server has it (GET /mnb/api/payments/{ref}).
import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api/client";
import { formatNaira } from "@/lib/core/format";

type Payment = { reference: string; status: string; amountKobo: number };

const SAID: Record<string, string> = {
  PAID: "Your payment has been received.",
  PENDING: "Your payment is being confirmed. It will show as paid within a few minutes.",
  PARTIALLY_REFUNDED: "Your payment was received and part of it has been refunded.",
  REFUNDED: "Your payment has been refunded.",
};

export function PaymentStatus({ reference }: { reference: string }) {
  const [payment, setPayment] = useState<Payment | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    apiFetch<Payment>(`/payments/${encodeURIComponent(reference)}`).then(
      (p) => live && setPayment(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [reference]);

  if (failed)
    return (
      <p role="status">
        We could not find this payment. If you were charged, please contact us with reference {reference}.
      </p>
    );
  if (!payment) return <p role="status">Checking your payment...</p>;
  return (
    <div role="status" className="rounded-md bg-brand/15 p-4">
      <p className="font-semibold">{SAID[payment.status] ?? `Payment status: ${payment.status}`}</p>
      <p className="text-sm text-gray-700">
        Amount: {formatNaira(payment.amountKobo)} · Reference: <span className="font-mono">{payment.reference}</span>
      </p>
    </div>
  );
}
