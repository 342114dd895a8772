"use client";
// The payment form (admin-and-payments.md "Payment page"): full name, email, amount in naira, optional message, Pay
// Now. For a booking the amount is the booking's price, shown and not editable (the server charges it whatever is
// sent). Pay Now asks the server to start the payment, then opens Paystack's checkout (loaded only now); its success
// is confirmed by the server (Verify Transaction) before the visitor moves on to /booking-success.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { buttonClass, Field, inputClass } from "@/components/ui/field";
import { EmailField, PostForm, TextField } from "@/components/ui/text-field";
import { useZodForm } from "@/components/ui/use-zod-form";
import { apiFetch, messageOr } from "@/lib/api/client";
import { openCheckout } from "@/lib/payments/paystack-checkout";
import { formatNaira } from "@/lib/core/format";
import type {
  bookingPaymentSchema,
  customPaymentSchema,
  PaymentStartInput,
  PaymentStartValues,
} from "@/lib/payments/schema";

type PaymentSchema = typeof bookingPaymentSchema | typeof customPaymentSchema;
import { PAYMENT_CLOSED, PAYMENT_NOT_VERIFIED, PAYMENT_SUCCESS, PAYMENT_TO_REFUND } from "@/lib/payments/copy";
import { SubmitButton } from "@/components/ui/submit-button";

// A booking's payment has no amount field (the server charges the booking's price); a custom one needs it.
const loadBookingSchema = () => import("@/lib/payments/schema").then((m) => m.bookingPaymentSchema);
const loadCustomSchema = () => import("@/lib/payments/schema").then((m) => m.customPaymentSchema);

type Started = { reference: string; accessCode: string; authorizationUrl: string };
type Verified = { status: string };
type Props = { booking?: { id: string; name: string; email: string; amountKobo: number } };

const FAILED = "We could not start the payment. Please try again.";

export function PaymentForm({ booking }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const { register, formState, formProps } = useZodForm<PaymentSchema>(booking ? loadBookingSchema : loadCustomSchema, {
    defaultValues: {
      bookingId: booking?.id ?? "",
      name: booking?.name ?? "",
      email: booking?.email ?? "",
      amount: "",
      message: "",
    } as PaymentStartInput,
  });
  const { errors } = formState;
  // Only the custom payment's schema has an amount.
  const amountError = (errors as { amount?: { message?: string } }).amount?.message;

  async function confirm(reference: string) {
    try {
      const result = await apiFetch<Verified>(`/payments/${encodeURIComponent(reference)}/verify`, { method: "POST" });
      if (result.status === "PAID") {
        toast.success(PAYMENT_SUCCESS);
        router.push(`/booking-success?reference=${encodeURIComponent(reference)}`);
        return;
      }
      if (result.status === "NEEDS_REFUND") {
        toast.info(PAYMENT_TO_REFUND);
        router.replace(`/payment?reference=${encodeURIComponent(reference)}`);
        return;
      }
    } catch {
      /* shown below */
    }
    toast.error(PAYMENT_NOT_VERIFIED);
    router.replace(`/payment?reference=${encodeURIComponent(reference)}`);
  }

  async function onSubmit(values: PaymentStartValues) {
    setBusy(true);
    let started: Started;
    try {
      // The server checks everything again and, for a booking, decides the amount itself.
      const { bookingId, name, email, amountKobo, message } = values;
      const amount = amountKobo === null ? undefined : (amountKobo / 100).toFixed(2);
      started = await apiFetch<Started>("/payments", {
        method: "POST",
        json: { bookingId, name, email, amount, message },
      });
    } catch (error) {
      toast.error(messageOr(error, FAILED));
      setBusy(false);
      return;
    }
    await openCheckout(started.accessCode, started.authorizationUrl, {
      onSuccess: () => void confirm(started.reference),
      onClose: () => {
        toast.info(PAYMENT_CLOSED);
        setBusy(false);
      },
      onWalletError: (message) => {
        toast.error(message);
        setBusy(false);
      },
    });
  }

  const describedBy = (name: string, has: boolean) => (has ? `payment-${name}-error` : undefined);

  return (
    <PostForm {...formProps(onSubmit)} aria-label="Payment details" className="flex flex-col gap-4">
      <input type="hidden" {...register("bookingId")} />
      <TextField id="payment-name" label="Full name" error={errors.name} autoComplete="name" {...register("name")} />
      <EmailField id="payment-email" error={errors.email} {...register("email")} />
      {booking ? (
        <p>
          Amount: <strong>{formatNaira(booking.amountKobo)}</strong>
        </p>
      ) : (
        <Field id="payment-amount" label="Amount (₦)" error={amountError} hint="In naira, e.g. 15000 or 15000.50">
          <input
            id="payment-amount"
            inputMode="decimal"
            className={inputClass}
            aria-invalid={!!amountError}
            aria-describedby={describedBy("amount", !!amountError)}
            {...register("amount")}
          />
        </Field>
      )}
      <Field id="payment-message" label="Booking message (optional)" error={errors.message?.message}>
        <textarea id="payment-message" rows={3} className={inputClass} {...register("message")} />
      </Field>
      <SubmitButton className={`${buttonClass} self-start`} busy={busy}>
        {busy ? "Processing..." : "Pay Now"}
      </SubmitButton>
    </PostForm>
  );
}
