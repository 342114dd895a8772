import { Text } from "@react-email/components";
import { EmailLayout } from "./layout";

/** Sent once, when an admin marks a booking delivered. */
export function BookingDeliveredEmail({ name, service }: { name: string; service: string }) {
  return (
    <EmailLayout preview={`Delivered: ${service}`}>
      <Text>Hello {name},</Text>
      <Text>Good news: your {service} booking has been delivered.</Text>
      <Text>Thank you for working with us. Reply to this email if you have any questions about your project.</Text>
    </EmailLayout>
  );
}
