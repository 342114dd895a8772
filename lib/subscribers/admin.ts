// View Our Subscribers: the admin's list (6 a page, newest first) and deletes. Admin-only; never cached; the DTO never
// carries a subscriber's tokens. Every delete is logged with the change (lib/activity/activity.ts).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import type { Prisma, SubscriberStatus } from "@/lib/generated/prisma/client";
import { SUBSCRIBERS_PAGE_SIZE } from "@/lib/subscribers/promo-schema";
import { SUBSCRIBER_ADMIN_TEXT } from "@/lib/subscribers/promo-copy";
import type { Interest } from "@/lib/subscribers/interests";
import { adminWrite, type Actor } from "@/lib/activity";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";

const subscriberSelect = {
  id: true,
  email: true,
  status: true,
  subscribedAt: true,
  confirmedAt: true,
  unsubscribedAt: true,
  interests: true,
  importedAt: true,
} satisfies Prisma.SubscriberSelect;
type SubscriberRow = Prisma.SubscriberGetPayload<{ select: typeof subscriberSelect }>;

export type SubscriberDto = {
  _id: string;
  id: string;
  email: string;
  status: SubscriberStatus;
  subscribedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  interests: Interest[];
  /** Came over from the old site's list (lib/subscribers/imported.ts). */
  imported: boolean;
};
export type SubscriberPage = PageMeta & { subscribers: SubscriberDto[] };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const toDto = (s: SubscriberRow): SubscriberDto => ({
  _id: s.id,
  id: s.id,
  email: s.email,
  status: s.status,
  subscribedAt: s.subscribedAt.toISOString(),
  confirmedAt: iso(s.confirmedAt),
  unsubscribedAt: iso(s.unsubscribedAt),
  interests: s.interests as Interest[],
  imported: s.importedAt !== null,
});

const newestFirst = [{ subscribedAt: "desc" }, { id: "desc" }] satisfies Prisma.SubscriberOrderByWithRelationInput[];

/** One page of subscribers, every status, newest first: the section and GET /mnb/api/subscribers. */
/** The old client's whole list (GET /subscribers without ?page) is capped like every list. */
export const MAX_SUBSCRIBERS = 500;

export async function listSubscriberPage({ page, size = SUBSCRIBERS_PAGE_SIZE }: ListQuery): Promise<SubscriberPage> {
  const [total, rows] = await Promise.all([
    db.subscriber.count(),
    db.subscriber.findMany({ select: subscriberSelect, orderBy: newestFirst, ...pageWindow(page, size) }),
  ]);
  return { subscribers: rows.map(toDto), ...pageOf(total, page, size) };
}

/** How many active subscribers share each set of interests (at most seven rows): the promo form counts its audience. */
export type AudienceCount = { interests: Interest[]; count: number };

export async function activeAudience(): Promise<AudienceCount[]> {
  const rows = await db.$queryRaw<{ interests: string[]; count: number }[]>`
    SELECT "interests", COUNT(*)::int AS "count" FROM "Subscriber" WHERE "status" = 'ACTIVE' GROUP BY "interests"`;
  return rows.map((r) => ({ interests: r.interests as Interest[], count: r.count }));
}

/** DELETE /mnb/api/subscribers/{id}. Messages already sent to the address stay in the outbox's history. */
export async function deleteSubscriber(actor: Actor, id: string): Promise<void> {
  const existing = await db.subscriber.findUnique({ where: { id }, select: { email: true } });
  if (!existing) throw new AppError("not_found", SUBSCRIBER_ADMIN_TEXT.notFound);
  await adminWrite(actor, (tx) => tx.subscriber.delete({ where: { id } }), {
    action: "DELETE",
    type: "subscriber",
    recordId: id,
    summary: existing.email,
  });
}

/**
 * The bulk delete behind "Delete selected": every named subscriber goes, with one log row each, in one transaction —
 * all or nothing. An id that no longer exists (deleted meanwhile) fails the whole request with 404 and changes nothing.
 */
export async function deleteSubscribers(actor: Actor, ids: string[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return adminWrite(
    actor,
    async (tx) => {
      const rows = await tx.subscriber.findMany({ where: { id: { in: unique } }, select: { id: true, email: true } });
      if (rows.length !== unique.length) throw new AppError("not_found", SUBSCRIBER_ADMIN_TEXT.notFound);
      const { count } = await tx.subscriber.deleteMany({ where: { id: { in: unique } } });
      if (count !== unique.length) throw new AppError("not_found", SUBSCRIBER_ADMIN_TEXT.notFound);
      return rows;
    },
    (rows) =>
      rows.map((r) => ({ action: "DELETE" as const, type: "subscriber" as const, recordId: r.id, summary: r.email })),
  ).then((rows) => ({ deleted: rows.length }));
}
