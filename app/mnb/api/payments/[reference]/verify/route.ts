// POST /mnb/api/payments/{reference}/verify – the checkout reported success: the server asks Paystack (Verify
// Transaction) and marks the payment paid once → { outcome, status } (anyone; throttled per address).
import { withApi } from "@/lib/api/handler";
import { confirmPayment } from "@/lib/payments/confirm";
import { paymentStatus } from "@/lib/payments/payments";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi<{ reference: string }>(
  async ({ params }) => {
    const { outcome } = await confirmPayment(params.reference);
    const { status, bookingId } = await paymentStatus(params.reference);
    return { outcome, status, bookingId };
  },
  { throttle: "payment" },
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/payments/[reference]/verify");
