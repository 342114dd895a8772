// The payments feature's public face: what other features may import from it.
export {
  ABANDON_AFTER_MS,
  BOOKING_ALREADY_PAID,
  BOOKING_CANCELLED,
  BOOKING_NOT_FOUND,
  BOOKING_NOT_PAYABLE,
  startPayment,
  type StartedPayment,
} from "./checkout";
export { confirmPayment, type Confirmation } from "./confirm";
export { sendReceipt } from "./receipts";
export { recordBrowserPayment } from "./browser-payments";
export { handlePaystackEvent, type WebhookOutcome } from "./webhook";
export { REFUND_NOT_ALLOWED, REFUND_TOO_LARGE, requestRefund } from "./refunds";
export {
  listUnbookedPayments,
  PAYMENT_NOT_FOUND,
  paymentStatus,
  UNBOOKED_PAYMENTS_SHOWN,
  type UnbookedPaymentDto,
} from "./payments";
export {
  listImportedPayments,
  UNCONFIRMED_IMPORTED_SHOWN,
  verifyImportedPayments,
  type ImportedPayments,
  type ImportedVerification,
} from "./imported";
