// Release-day reminders over HTTP and in the database: a smart link with a future release day shows the day and a
// reminder form instead of its buttons; a fan asks (double opt-in, the same answer every time), confirms or cancels
// from the emailed link; on the day (Lagos) the scheduled route switches the page and emails each confirmed fan once,
// however many runs race or crash between recording and sending; the owner sees how many wait.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { releaseDueLinks } from "@/lib/release-reminders/release-reminders";
import { lagosToday } from "@/lib/core/lagos-time";
import { RELEASE_TEXT } from "@/lib/smart-links/reminder-copy";
import { Client } from "@/testing/http";
import { file, pngBytes, signedIn, signedInBrowser, unique } from "@/testing/fixtures";

const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const DAY_MS = 24 * 60 * 60_000;
const dayFromNow = (days: number) => lagosToday(new Date(Date.now() + days * DAY_MS));

let creator: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  creator = await signedIn("USER");
});
afterAll(() => db.$disconnect());

async function linkForm(songTitle: string, releaseOn: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ songTitle, artistName: "Asake", spotify: SPOTIFY, releaseOn })) form.set(k, v);
  form.set("coverImage", file(await pngBytes(64, 64), "cover.png", "image/png"));
  return form;
}

async function upcomingLink(days = 3) {
  const reply = await creator.client.post<{ slug: string }>(
    "/mnb/api/smart-link",
    await linkForm(unique("Next single"), dayFromNow(days)),
  );
  expect(reply.status).toBe(201);
  return reply.body.slug;
}

const page = (path: string) => new Client().request<string>("GET", path, undefined, { "user-agent": DESKTOP });

/** Reads the page until `check` holds (a write or the release job expires it; the next request renders it again). */
async function pageUntil(path: string, check: (html: string) => boolean) {
  for (let i = 0; ; i++) {
    const reply = await page(path);
    if (check(reply.body) || i >= 50) return reply.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ask = (slug: string, email: string, client = new Client()) =>
  client.post<{ message: string }>(`/mnb/api/smart-links/${slug}/reminders`, { email });

/** The token in the newest confirmation email to `email`. */
async function tokenFor(email: string) {
  const message = await db.emailMessage.findFirstOrThrow({
    where: { to: email, template: "release-reminder-confirm" },
    orderBy: { createdAt: "desc" },
  });
  return message.secretText!.match(/\/reminders\/([A-Za-z0-9_-]+)/)![1];
}

const cron = () =>
  new Client().request<{ released: number }>("GET", "/mnb/api/cron/release-reminders", undefined, {
    authorization: `Bearer ${env.CRON_SECRET}`,
  });

const linkOf = (slug: string) => db.smartLink.findUniqueOrThrow({ where: { slug } });
/** The day has come: the link's release day is today in Lagos. */
const dayComes = async (slug: string) =>
  db.smartLink.update({ where: { slug }, data: { releaseOn: new Date(`${lagosToday()}T00:00:00Z`) } });

describe("a smart link with a release day", () => {
  it.each<[string, () => string, string]>([
    ["today", () => lagosToday(), RELEASE_TEXT.releaseOnPast],
    ["yesterday", () => dayFromNow(-1), RELEASE_TEXT.releaseOnPast],
    ["a day that does not exist", () => "2031-02-30", RELEASE_TEXT.releaseOnInvalid],
  ])("is refused with 422 for %s, and nothing is stored", async (_label, day, message) => {
    const title = unique("Refused release");
    const reply = await creator.client.post<{ message: string }>("/mnb/api/smart-link", await linkForm(title, day()));
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe(message);
    expect(await db.smartLink.count({ where: { songTitle: title } })).toBe(0);
  });

  it("shows the day and the reminder form instead of the platform buttons until then", async () => {
    const slug = await upcomingLink(3);
    const html = await pageUntil(`/smartlink/${slug}`, (h) => h.includes("Out on"));
    expect(html).toContain("Notify me on release day");
    expect(html).not.toContain("Listen on Spotify");
    expect(html).not.toContain(SPOTIFY);
    const reply = await new Client().get<{ releaseOn: string; released: boolean }>(`/mnb/api/getSmartLink/${slug}`);
    expect(reply.body).toMatchObject({ releaseOn: dayFromNow(3), released: false });
  });
});

describe("asking for a reminder", () => {
  it("stores it pending, emails a link, and gives the same answer again with a fresh link", async () => {
    const slug = await upcomingLink();
    const email = `${unique("fan")}@example.com`;
    const first = await ask(slug, email);
    expect(first.status).toBe(202);
    expect(first.body.message).toBe(RELEASE_TEXT.requested);
    const firstToken = await tokenFor(email);
    const second = await ask(slug, email);
    expect(second.body).toEqual(first.body);
    const secondToken = await tokenFor(email);
    expect(secondToken).not.toBe(firstToken);
    // The older email's link stopped working.
    expect((await new Client().post(`/mnb/api/reminders/${firstToken}`)).status).toBe(404);
    const rows = await db.releaseReminder.findMany({ where: { email } });
    expect(rows).toMatchObject([{ status: "PENDING" }]);
    expect(JSON.stringify(rows)).not.toContain(secondToken);
  });

  it.each([
    ["no email", {}],
    ["a malformed email", { email: "not-an-email" }],
  ])("refuses %s with 422 and stores nothing", async (_label, body) => {
    const slug = await upcomingLink();
    const before = await db.releaseReminder.count();
    const reply = await new Client().post(`/mnb/api/smart-links/${slug}/reminders`, body);
    expect(reply.status).toBe(422);
    expect(await db.releaseReminder.count()).toBe(before);
  });

  it("answers 404 for a link that does not exist", async () => {
    expect((await ask(unique("no-such-link"), "fan@example.com")).status).toBe(404);
  });
});

describe("the emailed link", () => {
  it("confirms (the same answer twice), then cancels, then is invalid; a confirmed fan asking again gets no email", async () => {
    const slug = await upcomingLink();
    const email = `${unique("fan")}@example.com`;
    await ask(slug, email);
    const token = await tokenFor(email);
    const pending = await page(`/reminders/${token}`);
    expect(pending.body).toContain("Confirm my reminder");

    for (let i = 0; i < 2; i++) {
      const reply = await new Client().post<{ message: string }>(`/mnb/api/reminders/${token}`);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe(RELEASE_TEXT.confirmed);
    }
    expect(await db.releaseReminder.findFirstOrThrow({ where: { email } })).toMatchObject({ status: "CONFIRMED" });
    expect((await page(`/reminders/${token}`)).body).toContain("Cancel my reminder");

    const emails = () => db.emailMessage.count({ where: { to: email } });
    const before = await emails();
    expect((await ask(slug, email)).status).toBe(202);
    expect(await emails()).toBe(before);

    const cancelled = await new Client().delete<{ message: string }>(`/mnb/api/reminders/${token}`);
    expect(cancelled.body.message).toBe(RELEASE_TEXT.cancelled);
    expect(await db.releaseReminder.count({ where: { email } })).toBe(0);
    const again = await new Client().delete<{ message: string }>(`/mnb/api/reminders/${token}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(RELEASE_TEXT.invalid);
    expect((await page(`/reminders/${token}`)).body).toContain(RELEASE_TEXT.invalid);
  });
});

describe("release day", () => {
  it("switches the page and emails each confirmed fan once; the owner saw how many waited", async () => {
    const slug = await upcomingLink();
    const [confirmed1, confirmed2, pending] = [1, 2, 3].map(() => `${unique("fan")}@example.com`);
    for (const email of [confirmed1, confirmed2, pending]) await ask(slug, email);
    for (const email of [confirmed1, confirmed2])
      expect((await new Client().post(`/mnb/api/reminders/${await tokenFor(email)}`)).status).toBe(200);

    const owner = await signedInBrowser(creator);
    const ownList = (await owner.get<string>("/music-links/mine")).body.replace(/<!-- -->|<[^>]+>/g, "");
    // The owner sees the confirmed fans and the sign-up still to confirm.
    expect(ownList).toContain("Release-day reminders: 2 confirmed · 1 waiting for the e-mail");

    // Before the day nothing happens.
    await cron();
    expect((await linkOf(slug)).releasedAt).toBeNull();

    await dayComes(slug);
    expect((await new Client().get("/mnb/api/cron/release-reminders")).status).toBe(401);
    const run = await cron();
    expect(run.status).toBe(200);
    const link = await linkOf(slug);
    expect(link.releasedAt).not.toBeNull();
    const campaign = await db.promoCampaign.findFirstOrThrow({ where: { smartLinkId: link.id } });
    expect(campaign).toMatchObject({ recipients: 2, subject: expect.stringContaining("Out now") });
    const messages = await db.emailMessage.findMany({ where: { campaignId: campaign.id } });
    expect(messages.map((m) => m.to).sort()).toEqual([confirmed1, confirmed2].sort());
    expect(messages.every((m) => m.template === "release-day" && m.status === "OUTBOX")).toBe(true);
    expect(messages[0].html).toContain(`/smartlink/${slug}?utm_source=reminder`);
    expect(await db.releaseReminder.count({ where: { smartLinkId: link.id } })).toBe(0);

    const html = await pageUntil(`/smartlink/${slug}`, (h) => h.includes("Listen on Spotify"));
    expect(html).toContain("Listen on Spotify");
    expect(html).not.toContain("Notify me on release day");

    // Another run sends nothing more, and the song takes no more reminders.
    await cron();
    expect(await db.promoCampaign.count({ where: { smartLinkId: link.id } })).toBe(1);
    expect(await db.emailMessage.count({ where: { campaignId: campaign.id } })).toBe(2);
    const late = await ask(slug, `${unique("late")}@example.com`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(RELEASE_TEXT.released);
  });

  it("is recorded once when runs race, and a run cut short before sending is sent on by the next", async () => {
    const slug = await upcomingLink();
    const email = `${unique("fan")}@example.com`;
    await ask(slug, email);
    await new Client().post(`/mnb/api/reminders/${await tokenFor(email)}`);
    await dayComes(slug);
    const runs = await Promise.all([releaseDueLinks(), releaseDueLinks(), releaseDueLinks()]);
    const mine = runs.flat().filter((r) => r.slug === slug);
    expect(mine).toHaveLength(1);
    // Recorded but not sent (the runs above only record): the scheduled route sends it, once.
    const messages = () => db.emailMessage.findMany({ where: { campaignId: mine[0].campaignId! } });
    expect((await messages()).map((m) => m.status)).toEqual(["QUEUED"]);
    await cron();
    expect((await messages()).map((m) => m.status)).toEqual(["OUTBOX"]);
    await cron();
    expect(await messages()).toHaveLength(1);
  });

  it("keeps a link with no confirmed fan quiet: the page switches, no email", async () => {
    const slug = await upcomingLink();
    await ask(slug, `${unique("unconfirmed")}@example.com`);
    await dayComes(slug);
    const [mine] = (await releaseDueLinks()).filter((r) => r.slug === slug);
    expect(mine).toEqual({ slug, campaignId: null });
    expect(await db.releaseReminder.count({ where: { smartLink: { slug } } })).toBe(0);
  });
});

describe("an admin's edit", () => {
  it("keeps the release day when the old client sends none, and clears it when sent empty", async () => {
    const admin = await signedIn("ADMIN");
    const slug = await upcomingLink(5);
    const edit = (extra: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ songTitle: "Edited", artistName: "Asake", spotify: SPOTIFY, ...extra }))
        form.set(k, v);
      return admin.client.put(`/mnb/api/smart-links/${slug}`, form);
    };
    expect((await edit({})).status).toBe(200);
    expect((await linkOf(slug)).releaseOn?.toISOString().slice(0, 10)).toBe(dayFromNow(5));
    expect((await edit({ releaseOn: "" })).status).toBe(200);
    expect((await linkOf(slug)).releaseOn).toBeNull();
  });
});
