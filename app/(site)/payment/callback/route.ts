// GET /payment/callback?reference=… – where Paystack sends the payer back after its checkout page (the redirect path,
// when the popup cannot open). The server verifies the payment itself, then: paid → /booking-success; else back to
// /payment with the reference, which shows where the payment stands.
import { NextResponse } from "next/server";
import { confirmPayment } from "@/lib/payments/confirm";
import { PAYMENT_REFERENCE } from "@/lib/payments/schema";
import { withRaw } from "@/lib/api/handler";

export const GET = withRaw(async (req: Request) => {
  const url = new URL(req.url);
  const reference = url.searchParams.get("reference") ?? url.searchParams.get("trxref") ?? "";
  const to = (path: string) => {
    const response = NextResponse.redirect(new URL(path, url), 303);
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
  if (!PAYMENT_REFERENCE.test(reference)) return to("/payment");
  const result = await confirmPayment(reference).catch((error: unknown) => {
    console.error("payment callback could not verify", error);
    return null;
  });
  const paid = result?.outcome === "paid" || (result?.outcome === "settled" && result.status === "PAID");
  return to(paid ? `/booking-success?reference=${reference}` : `/payment?reference=${reference}`);
});
