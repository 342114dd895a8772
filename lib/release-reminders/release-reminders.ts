// Release-day reminders, the pre-save that needs no streaming platform's partner status: until a smart link's release
// day (Lagos) its page takes fans' emails. Double opt-in as for the newsletter: asking stores a PENDING row and emails
// a link (only its SHA-256 hash is kept; the same link confirms or cancels); the answer is the same whether or not the
// address asked before. On the day the scheduled job (GET /mnb/api/cron/release-reminders) switches the page and
// records one email per confirmed fan as a release campaign, sent by the promo machinery (batches, leases, idempotency
// keys: a crash mid-send resumes and nobody gets it twice).
// Anyone may type anyone's address, and the title is the link creator's words: reminders open only on a vouched link
// (its creator's email verified, or an admin approved it), each link sends at most PER_LINK confirmations an hour, the
// confirmation is an unsolicited email (capped per mailbox site-wide, with the not-me link), and no subject carries the
// creator's text: the body quotes it as theirs.
import "server-only";
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { render } from "@react-email/components";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { hashToken } from "@/lib/auth/sessions";
import { sendUnsolicitedEmail } from "@/lib/email";
import { ReleaseDayEmail, ReminderConfirmEmail } from "@/lib/email";
import { Prisma } from "@/lib/generated/prisma/client";
import { consume } from "@/lib/abuse/rate-limit";
import { lagosDayRange, lagosToday } from "@/lib/core/lagos-time";
import { sharePath } from "@/lib/smart-links";
import { RELEASE_TEXT, releaseDayLabel } from "@/lib/smart-links";
import { TOKEN_PATTERN } from "@/lib/subscribers";
import { recordMessages } from "@/lib/subscribers";
import { findSmartLink, smartLinkNotFound } from "@/lib/smart-links";
import { assertNotBanned } from "@/lib/moderation";

export const reminderUrl = (token: string) => `${env.siteUrl}/reminders/${token}`;

/** How many reminder requests one link takes an hour, whoever sends them. */
export const PER_LINK = { limit: 300, windowSeconds: 3600 } as const;

/** POST /mnb/api/smart-links/{slug}/reminders: the same answer for a new, pending or confirmed address. */
export async function requestReminder(slug: string, email: string, ip: string): Promise<{ message: string }> {
  await assertNotBanned({ email });
  const link = await findSmartLink(slug);
  if (!link) smartLinkNotFound();
  if (link.released) throw new AppError("conflict", RELEASE_TEXT.released);
  if (!link.approved) throw new AppError("forbidden", RELEASE_TEXT.notVouched);
  await consume(
    [
      { key: `reminder:email:${email}`, limit: 5, windowSeconds: 3600 },
      { key: `reminder:ip:${ip}`, limit: 30, windowSeconds: 3600, challenge: { limit: 600 } },
      { key: `reminder:link:${link.id}`, ...PER_LINK },
    ],
    RELEASE_TEXT.tooMany,
  );
  const token = randomBytes(32).toString("base64url");
  const saved = await savePending(link.id, email, hashToken(token));
  if (!saved) return { message: RELEASE_TEXT.requested };
  await sendUnsolicitedEmail({
    to: email,
    subject: RELEASE_TEXT.confirmSubject,
    template: "release-reminder-confirm",
    // The link works until the day is over (the reminder is used, and deleted, on the day).
    secrets: { tokens: [token], expiresAt: lagosDayRange(link.releaseOn!)![1] },
    element: createElement(ReminderConfirmEmail, {
      songTitle: link.songTitle,
      artistName: link.artistName,
      day: releaseDayLabel(link.releaseOn!),
      reminderUrl: reminderUrl(token),
    }),
  });
  return { message: RELEASE_TEXT.requested };
}

/** A new or pending request gets a fresh token (an older email's link stops working); a confirmed one is left alone. */
async function savePending(smartLinkId: string, email: string, tokenHash: string): Promise<boolean> {
  const key = { smartLinkId_email: { smartLinkId, email } };
  try {
    const row = await db.releaseReminder.upsert({
      where: key,
      create: { smartLinkId, email, tokenHash },
      update: {},
      select: { id: true, status: true, tokenHash: true },
    });
    if (row.status === "CONFIRMED") return false;
    if (row.tokenHash === tokenHash) return true;
    const { count } = await db.releaseReminder.updateMany({
      where: { id: row.id, status: "PENDING" },
      data: { tokenHash, createdAt: new Date() },
    });
    return count === 1;
  } catch (error) {
    // Two first requests at once: the loser refreshes the winner's row.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      return savePending(smartLinkId, email, tokenHash);
    throw error;
  }
}

export type ReminderView = {
  status: "PENDING" | "CONFIRMED";
  songTitle: string;
  artistName: string;
  releaseOn: string;
  slug: string;
};

const byToken = (token: string) => ({ tokenHash: hashToken(token) });

/** The reminder behind an email's link, for its page; null for an unknown, used or malformed one. */
export async function findReminder(token: string): Promise<ReminderView | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db.releaseReminder.findUnique({
    where: byToken(token),
    select: {
      status: true,
      smartLink: { select: { slug: true, songTitle: true, artistName: true, releaseOn: true, hidden: true } },
    },
  });
  if (!row || row.smartLink.hidden || !row.smartLink.releaseOn) return null;
  const { smartLink: link } = row;
  return {
    status: row.status,
    songTitle: link.songTitle,
    artistName: link.artistName,
    releaseOn: link.releaseOn!.toISOString().slice(0, 10),
    slug: link.slug,
  };
}

const invalid = (): never => {
  throw new AppError("not_found", RELEASE_TEXT.invalid);
};

/** POST /mnb/api/reminders/{token}: confirms (again: the same answer). */
export async function confirmReminder(token: string): Promise<{ message: string }> {
  if (!(await findReminder(token))) invalid();
  await db.releaseReminder.updateMany({
    where: { ...byToken(token), status: "PENDING" },
    data: { status: "CONFIRMED", confirmedAt: new Date() },
  });
  return { message: RELEASE_TEXT.confirmed };
}

/** DELETE /mnb/api/reminders/{token}: the reminder goes. */
export async function cancelReminder(token: string): Promise<{ message: string }> {
  if (!TOKEN_PATTERN.test(token)) invalid();
  const { count } = await db.releaseReminder.deleteMany({ where: byToken(token) });
  if (count === 0) invalid();
  return { message: RELEASE_TEXT.cancelled };
}

/** A link's release-day reminders: fans who confirmed, and sign-ups that have not used the confirmation e-mail yet. */
export type ReminderCounts = { confirmed: number; unconfirmed: number };

/** The reminders of each of these links, confirmed and not yet (one query): the owner's list shows them. */
export async function waitingFans(smartLinkIds: string[]): Promise<Map<string, ReminderCounts>> {
  const rows = await db.releaseReminder.groupBy({
    by: ["smartLinkId", "status"],
    where: { smartLinkId: { in: smartLinkIds } },
    _count: { _all: true },
  });
  const counts = new Map<string, ReminderCounts>();
  for (const r of rows) {
    const c = counts.get(r.smartLinkId) ?? { confirmed: 0, unconfirmed: 0 };
    c[r.status === "CONFIRMED" ? "confirmed" : "unconfirmed"] += r._count._all;
    counts.set(r.smartLinkId, c);
  }
  return counts;
}

/** The owner's list: each link not out yet gets its reminders, confirmed and not yet (one query). */
export async function withWaiting<L extends { id: string; released: boolean }>(
  links: L[],
): Promise<(L & { waiting: ReminderCounts | null })[]> {
  const waiting = await waitingFans(links.filter((l) => !l.released).map((l) => l.id));
  return links.map((l) => ({
    ...l,
    waiting: l.released ? null : (waiting.get(l.id) ?? { confirmed: 0, unconfirmed: 0 }),
  }));
}

async function renderReleaseDay(link: { slug: string; songTitle: string; artistName: string }) {
  const listenUrl = `${env.siteUrl}${sharePath(link.slug)}?utm_source=reminder&utm_medium=email`;
  const element = createElement(ReleaseDayEmail, { ...link, listenUrl });
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text, links: [] };
}

export type Released = { slug: string; campaignId: string | null };

/**
 * The scheduled job's first part: every link whose day has come in Lagos and that is not switched yet is switched
 * once (the conditional update takes the row's lock: a second run finds it done), and in the same transaction its
 * confirmed fans' emails are recorded as a release campaign and all its reminders are removed (a pending one can no
 * longer be confirmed). A crash before the commit leaves the link for the next run. Returns what was switched, so the
 * caller expires the pages and sends the campaigns.
 */
export async function releaseDueLinks(now = new Date()): Promise<Released[]> {
  const today = new Date(`${lagosToday(now)}T00:00:00Z`);
  const due = await db.smartLink.findMany({
    where: { releaseOn: { lte: today }, releasedAt: null },
    select: { id: true, slug: true, songTitle: true, artistName: true },
    orderBy: { releaseOn: "asc" },
    take: 50,
  });
  const released: Released[] = [];
  for (const link of due) {
    const body = await renderReleaseDay(link);
    const result = await db.$transaction(
      async (tx) => {
        const { count } = await tx.smartLink.updateMany({
          where: { id: link.id, releasedAt: null, releaseOn: { lte: today } },
          data: { releasedAt: new Date() },
        });
        if (count === 0) return null;
        const fans = await tx.releaseReminder.findMany({
          where: { smartLinkId: link.id, status: "CONFIRMED" },
          select: { email: true },
          orderBy: { id: "asc" },
        });
        await tx.releaseReminder.deleteMany({ where: { smartLinkId: link.id } });
        if (fans.length === 0) return { slug: link.slug, campaignId: null };
        const subject = RELEASE_TEXT.releaseDaySubject;
        const campaign = await tx.promoCampaign.create({
          data: {
            subject,
            message: `The release-day reminder for ${link.songTitle} by ${link.artistName}.`,
            createdByLabel: "Release-day reminders",
            recipients: fans.length,
            smartLinkId: link.id,
            queuedAt: new Date(),
          },
          select: { id: true },
        });
        await recordMessages(tx, { id: campaign.id, subject }, fans, body);
        return { slug: link.slug, campaignId: campaign.id };
      },
      { timeout: 60_000, maxWait: 10_000 },
    );
    if (result) released.push(result);
  }
  return released;
}
