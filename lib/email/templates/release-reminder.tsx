// Release-day reminders: the confirmation a fan gets after asking (double opt-in; the same link cancels) and the one
// email on the day. The song's title and artist are the link creator's words, not ours (anyone can make a link and ask
// reminders for any address): they appear only here in the body, quoted and said to be the creator's (React escapes
// them), never in a subject or the inbox preview.
import { Button, Text } from "@react-email/components";
import { EmailLayout, buttonStyle } from "./layout";

type Song = { songTitle: string; artistName: string };

/** The creator's words, set apart as a quotation so they cannot pass for ours. */
function CreatorWords({ songTitle, artistName }: Song) {
  return (
    <Text style={{ borderLeft: "3px solid #959a4a", paddingLeft: 12, fontStyle: "italic" }}>
      “{songTitle}” by “{artistName}” (as the link&apos;s creator wrote it)
    </Text>
  );
}

export function ReminderConfirmEmail({
  songTitle,
  artistName,
  day,
  reminderUrl,
}: Song & { day: string; reminderUrl: string }) {
  return (
    <EmailLayout preview="Confirm your release-day reminder">
      <Text>Hello,</Text>
      <Text>Someone asked us to email this address on {day}, when this release comes out:</Text>
      <CreatorWords songTitle={songTitle} artistName={artistName} />
      <Text>If that was you, please confirm that this is your email address:</Text>
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
    <EmailLayout preview="The release you asked us to remind you about is out now">
      <Text>Hello,</Text>
      <Text>The release you asked us to remind you about is out today:</Text>
      <CreatorWords songTitle={songTitle} artistName={artistName} />
      <Text>Listen on your favourite platform.</Text>
      <Button href={listenUrl} style={buttonStyle}>
        Listen now
      </Button>
      <Text>Or paste this address into your browser: {listenUrl}</Text>
      <Text>This was the one reminder you asked for; we will not email you again about this song.</Text>
    </EmailLayout>
  );
}
