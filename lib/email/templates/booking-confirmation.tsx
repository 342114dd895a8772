import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

export type BookingConfirmationProps = {
  name: string;
  service: string;
  when: string;
  price: string | null;
  payUrl: string;
};

/** Sent when a booking is made: what was booked, for when (Lagos time), its price, and where to pay. */
export function BookingConfirmationEmail({ name, service, when, price, payUrl }: BookingConfirmationProps) {
  return (
    <EmailLayout preview={`Booking received: ${service}`}>
      <Text>Hello {name},</Text>
      <Text>
        Thank you for booking {service} with us for {when} (Lagos time).{price ? ` The price is ${price}.` : ""}
      </Text>
      <Text>If you have not paid yet, you can pay for this booking here:</Text>
      <Button href={payUrl} style={buttonStyle}>
        Pay for your booking
      </Button>
      <Text>Or open: {payUrl}</Text>
      <Text>We will be in touch about your project. Reply to this email if anything needs changing.</Text>
    </EmailLayout>
  );
}
