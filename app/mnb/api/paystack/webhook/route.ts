// POST /mnb/api/paystack/webhook – Paystack's events. The x-paystack-signature header must be the HMAC-SHA512 of the
// raw body keyed with the secret key (else 401, nothing read further). A signed event is answered 200 at once and
// handled after the response (lib/payments/webhook.ts handlePaystackEvent: replays recognised, payments re-verified).
import { after } from "next/server";
import { withApi } from "@/lib/api/handler";
import { readCapped } from "@/lib/api/body";
import { handlePaystackEvent } from "@/lib/payments/webhook";
import { isSignedByPaystack } from "@/lib/payments/paystack";
import { AppError } from "@/lib/core/errors";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) => {
  const body = await readCapped(req);
  if (!isSignedByPaystack(body, req.headers.get("x-paystack-signature")))
    throw new AppError("unauthorized", "Invalid signature.");
  after(() => handlePaystackEvent(body));
  return { received: true };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/paystack/webhook");
