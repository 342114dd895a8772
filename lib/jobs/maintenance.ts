// Housekeeping: rows that can no longer be used are removed on a schedule (GET /mnb/api/cron/purge, daily on Vercel
// Cron, and once on every `npm run dev`), so credential tables do not grow forever and dead token hashes do not linger.
import "server-only";
import { db } from "@/lib/db";
import { CONFIRM_TTL_MS } from "@/lib/subscribers";
import { purgeExpiredEmailSecrets } from "@/lib/email";
import { ABANDON_AFTER_MS } from "@/lib/payments";
import { purgeUnusedBookingFiles } from "@/lib/bookings";
import { sweepAbandonedDirectUploads } from "@/lib/storage/direct-upload";
import { purgeVitals } from "@/lib/analytics";
import { purgeSongLinkLookups } from "@/lib/smart-links";

/** Signed webhook bodies are remembered this long to recognise replays (handling them again would change nothing). */
const WEBHOOK_MEMORY_MS = 90 * 24 * 60 * 60 * 1000;

export type PurgeCounts = {
  sessions: number;
  resetTokens: number;
  emailChanges: number;
  rateLimits: number;
  subscriberConfirmations: number;
  emailSecrets: number;
  abandonedPayments: number;
  webhookEvents: number;
  bookingFiles: number;
  directUploads: number;
  vitalBeacons: number;
  vitalRollups: number;
  songLinkLookups: number;
};

export async function purgeExpired(now = new Date()): Promise<PurgeCounts> {
  const [sessions, resetTokens, emailChanges, rateLimits, subscriberConfirmations, abandonedPayments, webhookEvents] =
    await db.$transaction([
      db.authSession.deleteMany({ where: { expiresAt: { lte: now } } }),
      db.passwordResetToken.deleteMany({ where: { OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] } }),
      db.emailChangeRequest.deleteMany({ where: { OR: [{ usedAt: { not: null } }, { expiresAt: { lte: now } }] } }),
      // Safe beside a concurrent hit(): if its upsert restarts the window first, the delete re-reads the row (READ
      // COMMITTED re-check) and sees a future resetAt; if the delete wins, the upsert inserts a fresh window — the same
      // thing it would have done with the expired row.
      db.rateLimit.deleteMany({ where: { resetAt: { lte: now } } }),
      // A pending subscription's confirmation link stops working after CONFIRM_TTL_MS; its hash is dropped, the row
      // stays (subscribing again issues a new link).
      db.subscriber.updateMany({
        where: {
          status: "PENDING",
          confirmTokenHash: { not: null },
          subscribedAt: { lte: new Date(now.getTime() - CONFIRM_TTL_MS) },
        },
        data: { confirmTokenHash: null },
      }),
      // A checkout nobody finished within a day. Still confirmable (lib/payments/confirm.ts): only the label changes.
      db.payment.updateMany({
        where: { status: "PENDING", createdAt: { lte: new Date(now.getTime() - ABANDON_AFTER_MS) } },
        data: { status: "ABANDONED" },
      }),
      db.paymentWebhookEvent.deleteMany({
        where: { receivedAt: { lte: new Date(now.getTime() - WEBHOOK_MEMORY_MS) } },
      }),
    ]);
  // Working copies of token emails whose links have expired (the outbox keeps only the redacted copy).
  const emailSecrets = await purgeExpiredEmailSecrets();
  // Booking files uploaded but never booked (the visitor left the form): private data we have no use for.
  const bookingFiles = await purgeUnusedBookingFiles(now);
  // Files an admin's browser sent straight to Blob for a song form that never arrived.
  const directUploads = await sweepAbandonedDirectUploads(now);
  // Web Vitals beacons after two days (the roll-up keeps what the panel needs), roll-up days after 90.
  const vitals = await purgeVitals(now);
  // Song-link resolver answers past their expiry (a week for a song, an hour for "no song here").
  const songLinkLookups = await purgeSongLinkLookups(now);
  return {
    sessions: sessions.count,
    resetTokens: resetTokens.count,
    emailChanges: emailChanges.count,
    emailSecrets,
    rateLimits: rateLimits.count,
    subscriberConfirmations: subscriberConfirmations.count,
    abandonedPayments: abandonedPayments.count,
    webhookEvents: webhookEvents.count,
    bookingFiles,
    directUploads,
    vitalBeacons: vitals.beacons,
    vitalRollups: vitals.rollups,
    songLinkLookups,
  };
}
