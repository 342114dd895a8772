// Tracked links in promo emails (docs/features/promo-links.md; lib/subscribers/promo-link-rules.ts rewrites them): the redirect
// finds the link, the click is counted after the response, and the campaigns list reads the counts. A click counts only
// with the id of a message of that link's campaign (a made-up id is redirected and not counted); the first click of a
// message's recipient on a link is a unique click (PromoClick), every counted one adds to PromoLink.clicks.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type PromoLinkTarget = { id: string; campaignId: string; url: string };

// A link never changes once its campaign is recorded, so the links found lately are kept in memory (the most recent
// KEPT_LINKS; an id that was never a link is not kept, so made-up ids cannot crowd them out): a promo's burst of
// clicks is redirected without a query each.
const KEPT_LINKS = 1000;
const found = new Map<string, PromoLinkTarget>();

/** The link behind a tracked address, or null for an id that was never one (not looked up when malformed). */
export async function findPromoLink(id: string): Promise<PromoLinkTarget | null> {
  if (!ID.test(id)) return null;
  const kept = found.get(id);
  if (kept) return kept;
  const link = await db.promoLink.findUnique({ where: { id }, select: { id: true, campaignId: true, url: true } });
  if (link) {
    if (found.size >= KEPT_LINKS) found.delete(found.keys().next().value!);
    found.set(id, link);
  }
  return link;
}

/** Counts one click of the recipient of `messageId`; returns whether it was counted. */
export async function recordPromoClick(link: PromoLinkTarget, messageId: string): Promise<boolean> {
  if (!ID.test(messageId)) return false;
  // One query decides a made-up id (no transaction opened for it); a message is never moved to another campaign.
  const message = await db.emailMessage.count({ where: { id: messageId, campaignId: link.campaignId } });
  if (message === 0) return false;
  await db.$transaction([
    db.promoClick.createMany({
      data: [{ linkId: link.id, messageId, campaignId: link.campaignId }],
      skipDuplicates: true,
    }),
    db.promoLink.update({ where: { id: link.id }, data: { clicks: { increment: 1 } } }),
  ]);
  return true;
}

export type PromoLinkStats = { url: string; people: number; clicks: number };
export type CampaignClicks = { people: number; clicks: number; links: PromoLinkStats[] };

/** Clicks of these campaigns (three queries however many campaigns and links), by campaign id. */
export async function campaignClicks(campaignIds: string[]): Promise<Map<string, CampaignClicks>> {
  const [links, perLink, perCampaign] = await Promise.all([
    db.promoLink.findMany({
      where: { campaignId: { in: campaignIds } },
      select: { id: true, campaignId: true, url: true, clicks: true },
      orderBy: [{ campaignId: "asc" }, { position: "asc" }],
    }),
    db.promoClick.groupBy({ by: ["linkId"], where: { campaignId: { in: campaignIds } }, _count: { _all: true } }),
    campaignIds.length === 0
      ? Promise.resolve([])
      : db.$queryRaw<{ campaignId: string; people: number }[]>`
          SELECT "campaignId", COUNT(DISTINCT "messageId")::int AS "people" FROM "PromoClick"
          WHERE "campaignId" IN (${Prisma.join(campaignIds)}) GROUP BY "campaignId"`,
  ]);
  const peopleByLink = new Map(perLink.map((l) => [l.linkId, l._count._all]));
  const result = new Map<string, CampaignClicks>();
  for (const id of campaignIds) {
    const own = links.filter((l) => l.campaignId === id);
    result.set(id, {
      people: perCampaign.find((c) => c.campaignId === id)?.people ?? 0,
      clicks: own.reduce((sum, l) => sum + l.clicks, 0),
      links: own.map((l) => ({ url: l.url, people: peopleByLink.get(l.id) ?? 0, clicks: l.clicks })),
    });
  }
  return result;
}
