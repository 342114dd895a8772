// Tracked links in promo emails: each link of the admin's HTML reaches the reader as our redirect with their message's
// id; a click is a 302 to the link (our own pages marked as the newsletter's traffic), answered once the click is
// counted, once per person for "unique"; bots, mail scanners' HEADs, preloads and made-up ids are redirected and not
// counted; the campaigns list shows the counts.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { createCampaign, queueDueCampaigns } from "@/lib/subscribers/campaigns";
import { MESSAGE_SLOT } from "@/lib/subscribers/promo-link-rules";
import { Client } from "@/testing/http";
import { signedIn, unique } from "@/testing/fixtures";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
// A browser following a link (Node's fetch sets Sec-Fetch-Mode itself, so only the agent is given; no Sec-Fetch-Dest
// counts as a navigation).
const NAVIGATION = { "user-agent": CHROME };

let admin: Awaited<ReturnType<typeof signedIn>>;
const anon = new Client();
beforeAll(async () => {
  admin = await signedIn("ADMIN");
});
afterAll(() => db.$disconnect());

const actor = () => ({ id: admin.user.id, name: "Promo Admin", email: admin.email });
const subscribers = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () =>
      db.subscriber.create({
        data: {
          email: `${unique("click")}@example.com`,
          status: "ACTIVE",
          unsubscribeToken: randomBytes(32).toString("base64url"),
        },
      }),
    ),
  );

const OWN_PAGE = `${env.siteUrl}/service?from=promo`;
const SPOTIFY = "https://open.spotify.com/track/abc?si=1&utm_x=2";
const HTML = `<p><a href="${OWN_PAGE}">Book a session</a> <a href="${SPOTIFY.replace("&", "&amp;")}">Listen</a>
  <a href="${SPOTIFY.replace("&", "&amp;")}">Listen again</a> <a href="mailto:studio@example.com">Write</a></p>`;

/** A recorded campaign with tracked links and its messages' tracked addresses, by recipient. */
async function campaignWithLinks(people = 2) {
  const recipients = await subscribers(people);
  const campaign = await createCampaign(actor(), {
    subject: unique("Links"),
    message: "See below",
    html: HTML,
    subscriberIds: recipients.map((r) => r.id),
  });
  const links = await db.promoLink.findMany({ where: { campaignId: campaign.id }, orderBy: { position: "asc" } });
  const messages = await db.emailMessage.findMany({ where: { campaignId: campaign.id }, orderBy: { to: "asc" } });
  const path = (linkIndex: number, messageIndex: number) =>
    `/mnb/api/promo-links/${links[linkIndex].id}/${messages[messageIndex].id}`;
  return { campaign, links, messages, path };
}

const counts = async (campaignId: string) => {
  const links = await db.promoLink.findMany({ where: { campaignId }, orderBy: { position: "asc" } });
  return {
    clicks: links.map((l) => l.clicks),
    unique: await db.promoClick.count({ where: { campaignId } }),
  };
};

describe("links in a promo", () => {
  it("reach each reader as our redirect with their own message's id, the same address once", async () => {
    const { campaign, links, messages } = await campaignWithLinks();
    expect(links.map((l) => l.url)).toEqual([OWN_PAGE, SPOTIFY]);
    for (const message of messages) {
      for (const link of links) {
        const tracked = `${env.siteUrl}/mnb/api/promo-links/${link.id}/${message.id}`;
        expect(message.html).toContain(`href="${tracked}"`);
        expect(message.text).toContain(tracked);
      }
      expect(message.html).toContain('href="mailto:studio@example.com"');
      expect(message.html).not.toContain(MESSAGE_SLOT);
      expect(message.html).not.toContain("open.spotify.com");
    }
    // What the admin wrote is kept as written.
    const stored = await db.promoCampaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(stored.html).toContain(OWN_PAGE);
  });

  it("redirect once the click is counted: people once, every click in the total", async () => {
    const { campaign, path } = await campaignWithLinks();
    const first = await anon.request("GET", path(0, 0), undefined, NAVIGATION);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(
      `${OWN_PAGE}&utm_source=newsletter&utm_medium=email&utm_campaign=promo-${campaign.id}`,
    );
    expect(first.headers.get("cache-control")).toBe("no-store");
    // Read straight after each answer: a server stopped once the redirect has left has lost no click it answered.
    expect(await counts(campaign.id)).toEqual({ clicks: [1, 0], unique: 1 });

    const spotify = await anon.request("GET", path(1, 0), undefined, NAVIGATION);
    expect(spotify.headers.get("location")).toBe(SPOTIFY);
    await anon.request("GET", path(1, 0), undefined, NAVIGATION);
    expect(await counts(campaign.id)).toEqual({ clicks: [1, 2], unique: 2 });
    await anon.request("GET", path(1, 1), undefined, NAVIGATION);
    expect(await counts(campaign.id)).toEqual({ clicks: [1, 3], unique: 3 });

    const list = await admin.client.get<{ id: string; clicks: unknown }[]>("/mnb/api/campaigns");
    expect(list.body.find((c) => c.id === campaign.id)?.clicks).toEqual({
      people: 2,
      clicks: 4,
      links: [
        { url: OWN_PAGE, people: 1, clicks: 1 },
        { url: SPOTIFY, people: 2, clicks: 3 },
      ],
    });
  });

  it("redirect bots, mail scanners, preloads and made-up ids without counting them", async () => {
    const { campaign, links, path } = await campaignWithLinks();
    const other = await campaignWithLinks(1);
    const tries: [string, string, Record<string, string>][] = [
      ["GET", path(0, 0), { ...NAVIGATION, "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }],
      ["HEAD", path(0, 0), NAVIGATION],
      ["GET", path(0, 0), { ...NAVIGATION, "sec-purpose": "prefetch" }],
      ["GET", path(0, 0), { ...NAVIGATION, "sec-fetch-dest": "image" }],
      ["GET", `/mnb/api/promo-links/${links[0].id}/${randomUUID()}`, NAVIGATION],
      ["GET", `/mnb/api/promo-links/${links[0].id}/${other.messages[0].id}`, NAVIGATION],
      ["GET", `/mnb/api/promo-links/${links[0].id}/not-an-id`, NAVIGATION],
    ];
    for (const [method, target, headers] of tries) {
      const reply = await anon.request(method, target, undefined, headers);
      expect(reply.status, `${method} ${target}`).toBe(302);
    }
    // A counted click afterwards (stored by the time it is answered) proves the recorder ran: only it is there.
    await anon.request("GET", path(1, 1), undefined, NAVIGATION);
    expect(await counts(campaign.id)).toEqual({ clicks: [0, 1], unique: 1 });
  });

  it("answer 404 for a link that does not exist", async () => {
    for (const target of [`/mnb/api/promo-links/${randomUUID()}/${randomUUID()}`, "/mnb/api/promo-links/x/y"]) {
      const reply = await anon.request<{ message: string }>("GET", target, undefined, NAVIGATION);
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe("Link not found.");
    }
  });

  it("of a scheduled promo are made when its messages are recorded, not before", async () => {
    const [person] = await subscribers(1);
    const campaign = await createCampaign(actor(), {
      subject: unique("Scheduled links"),
      message: "Hi",
      html: HTML,
      subscriberIds: [person.id],
      sendAt: new Date(Date.now() + 60_000),
    });
    expect(await db.promoLink.count({ where: { campaignId: campaign.id } })).toBe(0);
    await db.promoCampaign.update({ where: { id: campaign.id }, data: { sendAt: new Date(Date.now() - 1000) } });
    expect(await queueDueCampaigns()).toContain(campaign.id);
    const links = await db.promoLink.findMany({ where: { campaignId: campaign.id } });
    expect(links).toHaveLength(2);
    const [message] = await db.emailMessage.findMany({ where: { campaignId: campaign.id } });
    expect(message.html).toContain(`/mnb/api/promo-links/${links[0].id}/${message.id}`);
  });
});
