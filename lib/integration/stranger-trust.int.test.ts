// Two attacks a review found, replayed over HTTP against the running app: the site cannot be made to send a stranger's
// text to anyone (reminders only on vouched links, site-only subjects, a per-mailbox cap across the site, and a "this
// wasn't me" link every sender honours), an unproved sign-up vouches for nothing, and creator handles cannot pose as
// the site or take another creator's handle the moment it is given up.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { UNSOLICITED_PER_DAY } from "@/lib/email";
import { SUPPRESSED } from "@/lib/email/suppression";
import { lagosToday } from "@/lib/core/lagos-time";
import { RELEASE_TEXT } from "@/lib/smart-links/reminder-copy";
import { NOT_ME_TEXT, VERIFY_TEXT } from "@/lib/email/trust-copy";
import { LINK_PAGE_HANDLE_RESERVED, LINK_PAGE_HANDLE_TAKEN } from "@/lib/smart-links/link-page-copy";
import { Client } from "@/testing/http";
import { file, pngBytes, signedIn, unique } from "@/testing/fixtures";

const SPOTIFY = "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC";
const PHISH = "ACTION REQUIRED: your MNB account is suspended, verify at https://mnb-verify.example";
const inThreeDays = () => lagosToday(new Date(Date.now() + 3 * 24 * 60 * 60_000));

afterAll(() => db.$disconnect());

async function createLink(client: Client, songTitle: string, releaseOn?: string) {
  const form = new FormData();
  const fields = { songTitle, artistName: "MNB Support", spotify: SPOTIFY, ...(releaseOn ? { releaseOn } : {}) };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set("coverImage", file(await pngBytes(40, 40), "cover.png", "image/png"));
  const reply = await client.post<{ slug: string }>("/mnb/api/smart-link", form);
  expect(reply.status).toBe(201);
  return reply.body.slug;
}

// Each request from its own address and cookie: the per-address limits are not what stops this.
const ask = (slug: string, email: string) =>
  new Client().post<{ message: string }>(`/mnb/api/smart-links/${slug}/reminders`, { email });

const outboxTo = (emails: string[]) =>
  db.emailMessage.findMany({ where: { to: { in: emails } }, orderBy: { createdAt: "asc" } });

const sitemap = async () => (await new Client().get<string>("/sitemap.xml")).body;

describe("row 1: the site sends nobody a stranger's text", () => {
  it("refuses reminders on a link made signed out, whatever is asked for", async () => {
    const slug = await createLink(new Client(), PHISH, inThreeDays());
    const victims = Array.from({ length: 6 }, () => `${unique("victim")}@example.com`);
    for (const victim of victims) {
      const reply = await ask(slug, victim);
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(RELEASE_TEXT.notVouched);
    }
    expect(await outboxTo(victims)).toEqual([]);
    // The page says so instead of showing the form.
    const html = (await new Client().get<string>(`/smartlink/${slug}`)).body;
    expect(html).toContain(RELEASE_TEXT.notVouched);
  });

  it("refuses them on an unproved sign-up's link too", async () => {
    const unproved = await signedIn("USER", { verified: false });
    const slug = await createLink(unproved.client, PHISH, inThreeDays());
    const victim = `${unique("victim")}@example.com`;
    expect((await ask(slug, victim)).status).toBe(403);
    expect(await outboxTo([victim])).toEqual([]);
  });

  it("sends one mailbox at most the daily cap of confirmations across links and spellings, with no creator text in a subject", async () => {
    const creator = await signedIn("USER");
    const slugs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createLink(creator.client, `${PHISH} ${i}`, inThreeDays())),
    );
    const name = unique("victim").replace("-", "");
    // One Gmail mailbox, spelled six ways.
    const spellings = slugs.map((_, i) => `${name.slice(0, 3)}.${name.slice(3)}+${i}@Gmail.com`);
    for (const [i, slug] of slugs.entries()) {
      const reply = await ask(slug, spellings[i]);
      expect(reply.status).toBe(202);
      // The same answer whether or not an email went: the asker learns nothing about the address.
      expect(reply.body.message).toBe(RELEASE_TEXT.requested);
    }
    const sent = await outboxTo(spellings.map((s) => s.toLowerCase()));
    expect(sent).toHaveLength(UNSOLICITED_PER_DAY);
    for (const message of sent) {
      expect(message.subject).toBe(RELEASE_TEXT.confirmSubject);
      expect(message.subject).not.toMatch(/ACTION|suspended|verify|MNB Support/i);
      // In the body the title is quoted and said to be the creator's, and the not-me link is there.
      expect(message.text).toContain(`“${PHISH}`);
      expect(message.text).toContain("as the link's creator wrote it");
      expect(message.text).toMatch(/\/not-me\/[\w-]+\.[\w-]+/);
      expect(message.html).not.toContain("<script");
    }
  });

  it("never emails an address again once its owner says 'this wasn't me', and the admin sees it", async () => {
    const creator = await signedIn("USER");
    const [first, second] = await Promise.all([
      createLink(creator.client, unique("Single"), inThreeDays()),
      createLink(creator.client, unique("Single"), inThreeDays()),
    ]);
    const victim = `${unique("fan")}@example.com`;
    expect((await ask(first, victim)).status).toBe(202);
    const [message] = await outboxTo([victim]);
    const token = message.text.match(/\/not-me\/([\w-]+\.[\w-]+)/)![1];
    // Opening the link changes nothing (mail scanners open links); its button's POST does.
    const page = await new Client().get<string>(`/not-me/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(NOT_ME_TEXT.button);
    expect(await db.emailSuppression.count({ where: { email: victim } })).toBe(0);
    const forged = `${token.split(".")[0]}.${"A".repeat(43)}`;
    expect((await new Client().post(`/mnb/api/not-me/${forged}`)).status).toBe(404);
    const done = await new Client().post<{ message: string }>(`/mnb/api/not-me/${token}`);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(NOT_ME_TEXT.done);

    // Reminders, the newsletter form and a signed-in account's email change send nothing more to it.
    expect((await ask(second, victim)).status).toBe(202);
    expect((await new Client().post("/mnb/api/subscribe", { email: victim })).status).toBeLessThan(300);
    expect(await outboxTo([victim])).toHaveLength(1);
    // A message someone does ask for (an account's password reset) is recorded, but not sent.
    await db.user.update({ where: { id: creator.user.id }, data: { email: victim } });
    expect((await new Client().post("/mnb/api/request-password-reset", { email: victim })).status).toBe(200);
    const reset = await db.emailMessage.findFirstOrThrow({ where: { to: victim, template: "password-reset" } });
    expect(reset).toMatchObject({ status: "FAILED", error: SUPPRESSED, secretText: null });

    const admin = await signedIn("ADMIN");
    expect((await new Client().get("/mnb/api/email-suppressions")).status).toBe(401);
    expect((await creator.client.get("/mnb/api/email-suppressions")).status).toBe(403);
    const list = await admin.client.get<{ addresses: { email: string }[] }>("/mnb/api/email-suppressions");
    expect(list.status).toBe(200);
    expect(list.body.addresses.map((a) => a.email)).toContain(victim);
  });
});

describe("row 4: vouching needs a proved email", () => {
  it("keeps an unproved sign-up's links and link page out of the sitemap and noindex until its email is confirmed", async () => {
    const input = {
      username: unique("ada").replace("-", "_"),
      middleName: "",
      firstName: "Ada",
      lastName: "Obi",
      age: "27",
      email: `${unique("ada")}@example.com`,
      password: "a-long-password",
    };
    expect((await new Client().post("/mnb/api/signUp", input)).status).toBe(201);
    const browser = new Client();
    const login = await browser.post<{ token: string }>("/mnb/api/signIn", {
      email: input.email,
      password: input.password,
    });
    const client = new Client().withBearer(login.body.token);
    const slug = await createLink(client, unique("Unproved"));
    const handle = unique("ada").toLowerCase();
    expect((await client.put("/mnb/api/link-page", { handle, title: "Ada" })).status).toBe(200);

    const xml = await sitemap();
    expect(xml).not.toContain(`/smartlink/${slug}<`);
    expect(xml).not.toContain(`/links/${handle}<`);
    const noindex = (html: string) => /<meta name="robots" content="noindex[^"]*"/.test(html);
    expect(noindex((await new Client().get<string>(`/smartlink/${slug}`)).body)).toBe(true);
    expect(noindex((await new Client().get<string>(`/links/${handle}`)).body)).toBe(true);

    // The welcome email's link proves the address: opening it asks, its POST confirms.
    const welcome = await db.emailMessage.findFirstOrThrow({ where: { to: input.email, template: "welcome" } });
    // What the recipient gets (the body kept until delivery); the copy the outbox shows has no working token.
    const token = welcome.secretText!.match(/\/verify-email\/([\w.-]+)/)![1];
    expect(welcome.text).toContain("/verify-email/[redacted]");
    expect(`${welcome.text}${welcome.html}`).not.toContain(token);
    expect((await new Client().get<string>(`/verify-email/${token}`)).body).toContain(VERIFY_TEXT.button);
    expect((await db.user.findUniqueOrThrow({ where: { email: input.email } })).emailVerifiedAt).toBeNull();
    expect((await new Client().post(`/mnb/api/verify-email/${token}x`)).status).toBe(404);
    expect((await new Client().post(`/mnb/api/verify-email/${token}`)).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { email: input.email } })).emailVerifiedAt).not.toBeNull();

    const after = await sitemap();
    expect(after).toContain(`/smartlink/${slug}<`);
    expect(after).toContain(`/links/${handle}<`);
  });
});

describe("row 4: asking for the confirmation link again", () => {
  it("sends a new link within the mailbox's allowance, none once confirmed, and refuses strangers and floods", async () => {
    const user = await signedIn("USER", { verified: false });
    const ask = () => user.client.post<{ status?: string; message: string }>("/mnb/api/verify-email");
    const verified = async () =>
      (await user.client.get<{ emailVerified: boolean }>("/mnb/api/getUserProfile")).body.emailVerified;
    expect((await new Client().post("/mnb/api/verify-email")).status).toBe(401);
    expect(await verified()).toBe(false);

    // The address was typed by whoever signed up: past the mailbox's allowance a day nothing more is sent, and the
    // account is answered the same.
    for (let i = 0; i <= UNSOLICITED_PER_DAY; i++) {
      const reply = await ask();
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ status: "sent", message: VERIFY_TEXT.sent });
    }
    const sent = await db.emailMessage.findMany({ where: { to: user.email, template: "verify-email" } });
    expect(sent).toHaveLength(UNSOLICITED_PER_DAY);
    expect(sent[0].subject).toBe("Confirm your email for My Nation Blog");

    const token = sent[0].secretText!.match(/\/verify-email\/([\w.-]+)/)![1];
    expect(`${sent[0].text}${sent[0].html}`).not.toContain(token);
    expect((await new Client().post(`/mnb/api/verify-email/${token}`)).status).toBe(200);
    expect(await verified()).toBe(true);
    expect((await ask()).body).toEqual({ status: "confirmed", message: VERIFY_TEXT.alreadyDone });
    expect(await db.emailMessage.count({ where: { to: user.email, template: "verify-email" } })).toBe(
      UNSOLICITED_PER_DAY,
    );
    // Five asks an hour per account.
    expect((await ask()).status).toBe(429);
  });
});

describe("row 4: handles", () => {
  const save = (client: Client, handle: string, title = "My page") =>
    client.put<{ message: string }>("/mnb/api/link-page", { handle, title });

  it("refuses handles that contain a reserved word, however spelled", async () => {
    const creator = await signedIn("USER");
    for (const handle of ["mynationblog-official", "mnb-support", "official-mnb", "0fficial-n3ws", "paystack-help"]) {
      const reply = await save(creator.client, handle, "MNB Official");
      expect(reply.status, handle).toBe(422);
      expect(reply.body.message).toBe(LINK_PAGE_HANDLE_RESERVED);
    }
    expect(await db.linkPage.count({ where: { userId: creator.user.id } })).toBe(0);
  });

  it("keeps a given-up handle for its old owner for 30 days, and refuses look-alikes of a held one", async () => {
    const [first, second] = [await signedIn("USER"), await signedIn("USER")];
    const old = unique("wizkid").toLowerCase();
    const renamed = unique("wizkid").toLowerCase();
    expect((await save(first.client, old)).status).toBe(200);
    // A look-alike of a held handle is the same handle.
    const lookAlike = old.replace("wizkid", "w1z-k1d");
    expect((await save(second.client, lookAlike)).status).toBe(409);
    expect((await save(first.client, renamed)).status).toBe(200);

    const taken = await save(second.client, old);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(LINK_PAGE_HANDLE_TAKEN);
    // Its old owner may take it back.
    expect((await save(first.client, old)).status).toBe(200);
    expect((await save(first.client, renamed)).status).toBe(200);

    // Thirty days on, it is free.
    await db.handleClaim.updateMany({
      where: { userId: first.user.id, releasedAt: { not: null } },
      data: { releasedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) },
    });
    expect((await save(second.client, old)).status).toBe(200);
  });
});
