// Newsletter interests: chosen when subscribing (all three when a client sends none, as the old one does), changed on
// the subscriber's preferences page through their token link, which every newsletter email carries; the open subscribe
// form never changes a confirmed subscriber's choice.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { Client } from "@/testing/http";
import { unique } from "@/testing/fixtures";
import { INTERESTS_REQUIRED, PREFERENCES_SAVED } from "@/lib/subscribers/interests";
import { UNSUBSCRIBE_INVALID } from "@/lib/subscribers/subscribers";

afterAll(() => db.$disconnect());

const SITE_URL = process.env.SITE_URL;
const newEmail = () => `${unique("fan")}@example.com`;
const subscribe = (body: Record<string, unknown>) => new Client().post("/mnb/api/subscribe", body);
const row = (email: string) => db.subscriber.findUniqueOrThrow({ where: { email } });
const preferencesPath = (token: string) => `/mnb/api/subscribe/preferences/${token}`;

describe("choosing interests", () => {
  it("stores the interests chosen when subscribing, in order, and all three when none are sent", async () => {
    const chosen = newEmail();
    expect((await subscribe({ email: chosen, interests: ["music", "news"] })).status).toBe(201);
    expect((await row(chosen)).interests).toEqual(["news", "music"]);
    const oldClient = newEmail();
    expect((await subscribe({ email: oldClient })).status).toBe(201);
    expect((await row(oldClient)).interests).toEqual(["news", "style", "music"]);
  });

  it("refuses an empty or unknown choice without a row", async () => {
    for (const interests of [[], ["sport"]]) {
      const email = newEmail();
      const reply = await subscribe({ email, interests });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe(INTERESTS_REQUIRED);
      expect(await db.subscriber.count({ where: { email } })).toBe(0);
    }
  });

  it("never changes a confirmed subscriber's interests from the open form", async () => {
    const email = newEmail();
    await db.subscriber.create({
      data: { email, status: "ACTIVE", unsubscribeToken: unique("t").padEnd(43, "x"), interests: ["style"] },
    });
    expect((await subscribe({ email, interests: ["news"] })).status).toBe(201);
    expect((await row(email)).interests).toEqual(["style"]);
  });
});

describe("the preferences link", () => {
  it("is in the confirmation email beside the unsubscribe link", async () => {
    const email = newEmail();
    await subscribe({ email });
    const { unsubscribeToken } = await row(email);
    const sent = await db.emailMessage.findFirstOrThrow({ where: { to: email, template: "subscribe-confirm" } });
    expect(sent.secretText ?? sent.text).toContain(`${SITE_URL}/newsletter/${unsubscribeToken}`);
    expect(sent.secretText ?? sent.text).toContain(`${SITE_URL}/unsubscribe/${unsubscribeToken}`);
  });

  it("reads and saves the subscriber's interests, and subscribes nobody", async () => {
    const email = newEmail();
    await subscribe({ email, interests: ["news"] });
    const { unsubscribeToken } = await row(email);
    const read = await new Client().get(preferencesPath(unsubscribeToken));
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ status: "PENDING", interests: ["news"] });
    expect(read.headers.get("cache-control")).toBe("no-store");

    const saved = await new Client().put(preferencesPath(unsubscribeToken), { interests: ["style", "music"] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: PREFERENCES_SAVED, interests: ["style", "music"] });
    expect(await row(email)).toMatchObject({ interests: ["style", "music"], status: "PENDING" });

    const empty = await new Client().put(preferencesPath(unsubscribeToken), { interests: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(INTERESTS_REQUIRED);
    expect((await row(email)).interests).toEqual(["style", "music"]);
  });

  it("answers 404 for a token nobody has, without a write", async () => {
    for (const token of ["a".repeat(43), "not-a-token"]) {
      const read = await new Client().get(preferencesPath(token));
      expect(read.status).toBe(404);
      expect(read.body.message).toBe(UNSUBSCRIBE_INVALID);
      expect((await new Client().put(preferencesPath(token), { interests: ["news"] })).status).toBe(404);
    }
  });

  it("shows the page with the choices, and says so for an unknown link", async () => {
    const email = newEmail();
    await subscribe({ email, interests: ["music"] });
    const { unsubscribeToken } = await row(email);
    const page = await new Client().request<string>("GET", `/newsletter/${unsubscribeToken}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("Newsletter preferences");
    // Checked in the server's HTML already, before any script runs.
    const checked = [...page.body.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)]
      .filter((m) => / checked=""/.test(m[0]))
      .map((m) => m[0].match(/value="(\w+)"/)?.[1]);
    expect(checked).toEqual(["music"]);
    expect(page.body).not.toContain(email);
    const unknown = await new Client().request<string>("GET", `/newsletter/${"b".repeat(43)}`);
    expect(unknown.body).toContain(UNSUBSCRIBE_INVALID);
  });
});
