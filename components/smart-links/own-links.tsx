// A signed-in creator's smart links (/music-links/mine): cover, title and artist, the public address to share, the
// all-time views and clicks, how many fans confirmed a link's release-day reminder and how many have not yet, and the way to each link's statistics. Hidden links say so (their page answers 404).
import Link from "@/components/ui/link";
import type { SmartLinkWithTotals } from "@/lib/smart-links/stats";
import { StaticImage } from "@/components/ui/static-image";
import { count } from "@/components/charts/scale";
import { releaseDayLabel, reminderCountText } from "@/lib/smart-links/reminder-copy";
import type { ReminderCounts } from "@/lib/release-reminders/release-reminders";

type OwnLink = SmartLinkWithTotals & { waiting: ReminderCounts | null };

export function OwnLinks({ links, siteUrl }: { links: OwnLink[]; siteUrl: string }) {
  return (
    <ul aria-label="Your smart links" className="flex flex-col gap-3">
      {links.map((link) => {
        const address = `${siteUrl}/smartlink/${link.slug}`;
        return (
          <li key={link.id} className="flex gap-4 rounded-lg bg-white p-4 shadow-sm">
            <span className="relative block h-16 w-16 shrink-0 overflow-hidden rounded bg-gray-100">
              <StaticImage src={link.coverImageUrl} alt="" fill sizes="64px" className="object-cover" />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <h2 className="font-semibold">
                {link.songTitle} <span className="font-normal text-gray-700">by {link.artistName}</span>
                {link.hidden && (
                  <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">
                    Hidden by an admin
                  </span>
                )}
              </h2>
              <a href={address} className="truncate text-sm text-brand-dark underline">
                {address}
              </a>
              <p className="text-sm text-gray-700">
                <span className="tabular-nums">{count(link.views)}</span> views ·{" "}
                <span className="tabular-nums">{count(link.clicks)}</span> clicks
              </p>
              {link.waiting !== null && link.releaseOn && (
                <p className="text-sm font-medium text-gray-900">
                  Out on {releaseDayLabel(link.releaseOn)}. Release-day reminders:{" "}
                  <span className="tabular-nums">{reminderCountText(link.waiting)}</span>
                </p>
              )}
            </div>
            <Link
              href={`/music-links/mine/${link.slug}`}
              aria-label={`Statistics of ${link.songTitle}`}
              className="self-center whitespace-nowrap text-brand-dark underline"
            >
              Statistics
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
