// The studio's pipeline, as an admin may move it: NEW → PAID happens only through a verified payment
// (lib/payments/confirm.ts) and REFUNDED only through a processed refund; an admin moves a paid booking to IN_PROGRESS,
// then DELIVERED, or cancels a booking that is not yet delivered. DELIVERED, CANCELLED and REFUNDED are final.
export type BookingStatusName = "NEW" | "PAID" | "IN_PROGRESS" | "DELIVERED" | "CANCELLED" | "REFUNDED";

const ADMIN_STEPS: Record<BookingStatusName, BookingStatusName[]> = {
  NEW: ["CANCELLED"],
  PAID: ["IN_PROGRESS", "CANCELLED"],
  IN_PROGRESS: ["DELIVERED", "CANCELLED"],
  DELIVERED: [],
  CANCELLED: [],
  REFUNDED: [],
};

export const STATUS_LABELS: Record<BookingStatusName, string> = {
  NEW: "New (unpaid)",
  PAID: "Paid",
  IN_PROGRESS: "In progress",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
  REFUNDED: "Refunded",
};

export const PAID_ONLY_BY_PAYMENT = "A booking is marked paid only by a verified payment.";
export const REFUNDED_ONLY_BY_REFUND = "A booking is marked refunded only when its refund has been processed.";

/** The steps an admin may take from `from`. */
export const nextStatuses = (from: BookingStatusName): BookingStatusName[] => ADMIN_STEPS[from];

/** Why an admin may not move a booking from `from` to `to`, or null when the step is allowed. */
export function refusedStep(from: BookingStatusName, to: BookingStatusName): string | null {
  if (ADMIN_STEPS[from].includes(to)) return null;
  if (to === "PAID") return PAID_ONLY_BY_PAYMENT;
  if (to === "REFUNDED") return REFUNDED_ONLY_BY_REFUND;
  return `A booking that is ${STATUS_LABELS[from].toLowerCase()} cannot be moved to ${STATUS_LABELS[to].toLowerCase()}.`;
}
