// Release-day reminders (issue 24 §3): the confirmation a fan gets after asking (double opt-in; the same link cancels)
// and the one email on the day.
import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

type Song = { songTitle: string; artistName: string };

export function ReminderConfirmEmail({
  songTitle,
  artistName,
  day,
  reminderUrl,
}: Song & { day: string; reminderUrl: string }) {
  return (
    <EmailLayout preview={`Confirm your reminder for ${songTitle}`}>
      <Text>Hello,</Text>
      <Text>
        You asked us to email you when {songTitle} by {artistName} comes out ({day}). Please confirm that this is your
        email address:
      </Text>
      <Button href={reminderUrl} style={buttonStyle}>
        Confirm my reminder
      </Button>
      <Text>Or paste this address into your browser: {reminderUrl}</Text>
      <Text>
        We will send you one email on release day and nothing else. If you did not ask for this, ignore this email; the
        same link cancels the reminder.
      </Text>
    </EmailLayout>
  );
}

export function ReleaseDayEmail({ songTitle, artistName, listenUrl }: Song & { listenUrl: string }) {
  return (
    <EmailLayout preview={`${songTitle} by ${artistName} is out now`}>
      <Text>Hello,</Text>
      <Text>
        {songTitle} by {artistName} is out today. You asked us to tell you: listen on your favourite platform.
      </Text>
      <Button href={listenUrl} style={buttonStyle}>
        Listen now
      </Button>
      <Text>Or paste this address into your browser: {listenUrl}</Text>
      <Text>This was the one reminder you asked for; we will not email you again about this song.</Text>
    </EmailLayout>
  );
}
