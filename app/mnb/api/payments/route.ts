// POST /mnb/api/payments – start a payment: JSON name, email, message and either bookingId (the booking's price is
// charged) or amount in naira (a custom payment) → 201 { reference, accessCode, authorizationUrl, amountKobo, currency }
// for Paystack's checkout. 503 while Paystack is not configured (anyone; throttled per address).
import { created, withApi } from "@/lib/api/handler";
import { parseWith, readJson } from "@/lib/api/body";
import { z } from "zod";
import { startPayment } from "@/lib/payments/checkout";
import { currentTouches } from "@/lib/analytics/attribution";
import { paymentStartSchemaFor } from "@/lib/payments/schema";
import { paymentsConfigured, PAYMENTS_NOT_CONFIGURED } from "@/lib/payments/paystack";
import { AppError } from "@/lib/core/errors";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(
  async ({ req, caller }) => {
    if (!paymentsConfigured()) throw new AppError("service_unavailable", PAYMENTS_NOT_CONFIGURED);
    const body = await readJson(req, z.record(z.string(), z.unknown()));
    return created(
      await startPayment(parseWith(paymentStartSchemaFor(body), body), caller?.id ?? null, await currentTouches()),
    );
  },
  { throttle: "payment" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/payments");
