import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { findReminder } from "@/lib/release-reminders/release-reminders";
import { RELEASE_TEXT, releaseDayLabel } from "@/lib/smart-links/reminder-copy";
import { sharePath } from "@/lib/smart-links/paths";
import { ReminderActions } from "@/components/smart-links/reminder-actions";

// A fan's own token link (to confirm or cancel a reminder), answered per request: allowed to block, never cached.
export const instant = false;

export const metadata: Metadata = {
  title: "Release-day reminder",
  description: "Your release-day reminder from My Nation Blog.",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

// Opening the link confirms nothing (mail scanners open links): the fan presses Confirm, or Cancel.
export default async function ReminderPage({ params }: Props) {
  await connection();
  const { token } = await params;
  const reminder = await findReminder(token);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">Release-day reminder</h1>
      {reminder === null ? (
        <p role="status" className="text-lg text-red-700">
          {RELEASE_TEXT.invalid}
        </p>
      ) : (
        <>
          <p className="text-lg">
            <strong>{reminder.songTitle}</strong> by {reminder.artistName} comes out on{" "}
            {releaseDayLabel(reminder.releaseOn)}.
          </p>
          <ReminderActions token={token} confirmed={reminder.status === "CONFIRMED"} />
          <Link href={sharePath(reminder.slug)} className="font-semibold text-brand-dark underline hover:text-ink">
            Go to the song&rsquo;s page
          </Link>
        </>
      )}
    </div>
  );
}
