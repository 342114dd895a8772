// The payment page's texts (admin-and-payments.md "Payment page"): the checkout's outcomes as the payer sees them.
export const PAYMENT_SUCCESS = "Payment successful!";
export const PAYMENT_CLOSED = "Payment closed";
export const WALLET_FAILED =
  "An error occurred while paying with Apple Pay. Please try again or use another payment method.";
export const PAYMENT_TO_REFUND =
  "We received this payment, but the booking it was for had already been paid for or was cancelled, so it will be refunded. We will be in touch.";
export const PAYMENT_NOT_VERIFIED =
  "We could not confirm this payment yet. If you were charged, it will show as paid within a few minutes.";
