import { Text } from "@react-email/components";
import { EmailLayout } from "./layout";

export type ReceiptProps = {
  name: string;
  amount: string;
  reference: string;
  paidAt: string;
  service: string | null;
  message: string | null;
};

/** Sent once, when a payment is verified with Paystack and marked paid. */
export function PaymentReceiptEmail({ name, amount, reference, paidAt, service, message }: ReceiptProps) {
  return (
    <EmailLayout preview={`Payment received: ${amount}`}>
      <Text>Hello {name},</Text>
      <Text>
        Thank you: we have received your payment of {amount}
        {service ? ` for ${service}` : ""}.
      </Text>
      <Text>
        Reference: {reference}
        <br />
        Paid: {paidAt}
      </Text>
      {message && <Text>Your note: {message}</Text>}
      <Text>Keep this email as your receipt. Reply to it if anything is not right.</Text>
    </EmailLayout>
  );
}
