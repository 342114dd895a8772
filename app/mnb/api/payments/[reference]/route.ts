// GET /mnb/api/payments/{reference} – where a payment stands (status, amount, booking), for the page that started it.
import { withApi } from "@/lib/api/handler";
import { paymentStatus } from "@/lib/payments/payments";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi<{ reference: string }>(async ({ params }) => paymentStatus(params.reference));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/payments/[reference]");
