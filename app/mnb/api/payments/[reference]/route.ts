// GET /mnb/api/payments/{reference} – where a payment stands (status, amount, booking), for the page that started it.
import { withApi } from "@/lib/api/handler";
import { paymentStatus } from "@/lib/data/payments";

export const GET = withApi<{ reference: string }>(async ({ params }) => paymentStatus(params.reference));
