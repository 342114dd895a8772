import { Link, Text } from "@react-email/components";
import { EmailLayout } from "./layout";

export type PaymentToRefundProps = {
  amount: string;
  reference: string;
  payer: string;
  booking: string | null;
  reason: string;
  reviewUrl: string;
};

/** To every admin, once, when money arrives for a booking that could not take it (paid already, cancelled). */
export function PaymentToRefundEmail({ amount, reference, payer, booking, reason, reviewUrl }: PaymentToRefundProps) {
  return (
    <EmailLayout preview={`Payment to refund: ${amount}`}>
      <Text>
        A payment of {amount} was received{booking ? ` for ${booking}` : ""}, but it cannot pay for it: {reason}
      </Text>
      <Text>
        Reference: {reference}
        <br />
        Paid by: {payer}
      </Text>
      <Text>
        It has not been fulfilled. Please refund it from <Link href={reviewUrl}>Manage Bookings</Link> (Payments to
        refund).
      </Text>
    </EmailLayout>
  );
}
