// POST /mnb/api/refunds – refund a paid payment in full or in part: JSON paymentId and optional amount in naira (admin).
// Paystack is asked at once; the payment shows refunded when Paystack's refund event arrives.
import { created, withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { requestRefund } from "@/lib/payments/refunds";
import { refundSchema } from "@/lib/payments/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req, caller }) => {
  const { paymentId, amountKobo } = await readJson(req, refundSchema);
  return created({ message: "Refund requested", refund: await requestRefund(caller, paymentId, amountKobo) });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/refunds");
