// Changing the account email: current password, confirmation from the new address, notices to the old one, and every
// session ended on confirmation — against the running app.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { hashToken } from "@/lib/auth/sessions";
import { EMAIL_CHANGE_TEXT } from "@/lib/email/trust-copy";
import { Client } from "@/testing/http";
import { createAccount, signedIn, unique } from "@/testing/fixtures";

afterAll(() => db.$disconnect());

const newAddress = () => `${unique("moved")}@example.com`;
const profileOf = (email: string, extra: Record<string, unknown> = {}) => ({
  firstName: "Chioma",
  middleName: "",
  lastName: "Eze",
  age: 31,
  email,
  ...extra,
});

/** The token of the confirmation link sent to `to`, read from the body still waiting for delivery. */
async function confirmationToken(to: string): Promise<string> {
  const message = await db.emailMessage.findFirstOrThrow({
    where: { to, template: "email-change-confirm" },
    orderBy: { createdAt: "desc" },
  });
  return message.secretText!.match(/\/confirm-email\/([A-Za-z0-9_-]+)/)![1];
}

/** A user signed in twice: an API client (bearer) and a browser (session cookie). */
async function twoSessions() {
  const account = await signedIn("USER");
  const browser = new Client();
  expect((await browser.post("/mnb/api/signIn", { email: account.email, password: account.password })).status).toBe(
    200,
  );
  expect(browser.hasCookie("authjs.session-token")).toBe(true);
  return { ...account, browser };
}

const change = (account: Awaited<ReturnType<typeof signedIn>>, body: Record<string, unknown>) =>
  account.client.put(`/mnb/api/updateUserProfile/${account.user.id}`, body);

describe("PUT /mnb/api/updateUserProfile/{id} with a new email", () => {
  it("refuses a change without the current password and changes nothing", async () => {
    const me = await signedIn("USER");
    const target = newAddress();
    const reply = await change(me, profileOf(target));
    expect(reply.status).toBe(422);
    expect(reply.body.message).toBe("Please enter your current password to change your email.");
    const row = await db.user.findUniqueOrThrow({ where: { id: me.user.id } });
    expect(row).toMatchObject({ email: me.email, firstName: "Test" });
    expect(await db.emailChangeRequest.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db.emailMessage.count({ where: { to: target } })).toBe(0);
  });

  it("refuses a wrong current password with 401 and changes nothing", async () => {
    const me = await signedIn("USER");
    const target = newAddress();
    const reply = await change(me, profileOf(target, { currentPassword: "not-my-password" }));
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe("Your current password is incorrect.");
    expect(await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).toMatchObject({
      email: me.email,
      firstName: "Test",
    });
    expect(await db.emailChangeRequest.count({ where: { userId: me.user.id } })).toBe(0);
    expect((await me.client.get("/mnb/api/getUserProfile")).status).toBe(200);
  });

  it("still answers 403 for another user's id, even with the right password", async () => {
    const me = await signedIn("USER");
    const other = await createAccount("USER");
    const reply = await me.client.put(
      `/mnb/api/updateUserProfile/${other.user.id}`,
      profileOf(newAddress(), { currentPassword: me.password }),
    );
    expect(reply.status).toBe(403);
    expect(await db.user.findUniqueOrThrow({ where: { id: other.user.id } })).toMatchObject({
      email: other.email,
      firstName: "Test",
    });
    expect(await db.emailChangeRequest.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("keeps the old email until the link is opened, mails the new address a link and the old one a notice", async () => {
    const me = await signedIn("USER");
    const target = newAddress();
    const reply = await change(me, profileOf(target.toUpperCase(), { currentPassword: me.password }));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ email: me.email, firstName: "Chioma", age: 31, pendingEmail: target });
    expect(reply.body.message).toMatch(/Check your new inbox/);
    expect(await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).toMatchObject({
      email: me.email,
      firstName: "Chioma",
    });

    const token = await confirmationToken(target);
    const request = await db.emailChangeRequest.findFirstOrThrow({ where: { userId: me.user.id } });
    expect(request).toMatchObject({ newEmail: target, tokenHash: hashToken(token), usedAt: null });
    expect(Math.abs(request.expiresAt.getTime() - request.createdAt.getTime() - 60 * 60 * 1000)).toBeLessThan(5000);
    const notice = await db.emailMessage.findFirstOrThrow({
      where: { to: me.email, template: "email-change-requested" },
    });
    expect(notice.text).toContain(target);
    expect(notice.text).toMatch(/If this was not you, reset your password/);
  });

  it("other fields keep working without a password when the email stays the same", async () => {
    const me = await signedIn("USER");
    const reply = await change(me, profileOf(me.email));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ email: me.email, firstName: "Chioma" });
    expect(reply.body.pendingEmail).toBeUndefined();
  });

  it("refuses a new email that already belongs to another account", async () => {
    const me = await signedIn("USER");
    const other = await createAccount("USER");
    const reply = await change(me, profileOf(other.email, { currentPassword: me.password }));
    expect(reply.status).toBe(409);
    expect(await db.emailChangeRequest.count({ where: { userId: me.user.id } })).toBe(0);
  });
});

describe("confirming an email change", () => {
  it("applies the change once, ends every bearer and cookie session, and tells the old address", async () => {
    const me = await twoSessions();
    const target = newAddress();
    await change(me, profileOf(target, { currentPassword: me.password }));
    const token = await confirmationToken(target);

    const confirmed = await new Client().post("/mnb/api/confirm-email-change", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(target);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(target);
    expect((await me.client.get("/mnb/api/getUserProfile")).status).toBe(401);
    expect((await me.browser.get("/mnb/api/getUserProfile")).status).toBe(401);
    expect(await db.authSession.count({ where: { userId: me.user.id } })).toBe(0);
    expect(await db.emailMessage.count({ where: { to: me.email, template: "email-change-changed" } })).toBe(1);

    const again = await new Client().post("/mnb/api/confirm-email-change", { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe("This confirmation link is invalid or has expired.");
    expect((await new Client().post("/mnb/api/signIn", { email: me.email, password: me.password })).status).toBe(401);
    expect((await new Client().post("/mnb/api/signIn", { email: target, password: me.password })).status).toBe(200);
  });

  it("the emailed page only asks: its button's POST confirms, and the page says so when the link is used or unknown", async () => {
    const me = await signedIn("USER");
    const target = newAddress();
    await change(me, profileOf(target, { currentPassword: me.password }));
    const token = await confirmationToken(target);
    // Mail scanners open links: opening it changes nothing and signs nobody out.
    const page = await new Client().get<string>(`/confirm-email/${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(EMAIL_CHANGE_TEXT.button);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(me.email);
    expect((await me.client.get("/mnb/api/getUserProfile")).status).toBe(200);

    const confirmed = await new Client().post<{ message: string }>("/mnb/api/confirm-email-change", { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(`Your email is now ${target}. Please log in again.`);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(target);
    for (const used of [token, "x".repeat(43)]) {
      const again = (await new Client().get<string>(`/confirm-email/${used}`)).body;
      expect(again).toContain("This confirmation link is invalid or has expired.");
      expect(again).not.toContain(EMAIL_CHANGE_TEXT.button);
    }
  });

  it("proves the new address: an unproved account's link page is indexable and listed the moment it confirms", async () => {
    const me = await signedIn("USER", { verified: false });
    const handle = unique("moved").toLowerCase();
    expect((await me.client.put("/mnb/api/link-page", { handle, title: "Moved" })).status).toBe(200);
    const listed = async () => (await new Client().get<string>("/sitemap.xml")).body.includes(`/links/${handle}<`);
    const noindex = async () =>
      /<meta name="robots" content="noindex/.test((await new Client().get<string>(`/links/${handle}`)).body);
    // Read once before: the page is cached as not vouched for.
    expect(await listed()).toBe(false);
    expect(await noindex()).toBe(true);

    const target = newAddress();
    await change(me, profileOf(target, { currentPassword: me.password }));
    const token = await confirmationToken(target);
    expect((await new Client().post("/mnb/api/confirm-email-change", { token })).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).emailVerifiedAt).not.toBeNull();
    // Confirmed in a route handler, which expires the cached page at once.
    expect(await noindex()).toBe(false);
    expect(await listed()).toBe(true);
  });

  it("refuses an expired link, a link replaced by a newer request, and one cancelled by a password reset", async () => {
    const me = await signedIn("USER");
    const [first, second] = [newAddress(), newAddress()];
    await change(me, profileOf(first, { currentPassword: me.password }));
    const replaced = await confirmationToken(first);
    await change(me, profileOf(second, { currentPassword: me.password }));
    const latest = await confirmationToken(second);
    expect((await new Client().post("/mnb/api/confirm-email-change", { token: replaced })).status).toBe(400);

    await db.emailChangeRequest.updateMany({
      where: { tokenHash: hashToken(latest) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await new Client().post("/mnb/api/confirm-email-change", { token: latest })).status).toBe(400);

    const third = newAddress();
    await change(me, profileOf(third, { currentPassword: me.password }));
    const beforeReset = await confirmationToken(third);
    await new Client().post("/mnb/api/request-password-reset", { email: me.email });
    const resetMessage = await db.emailMessage.findFirstOrThrow({
      where: { to: me.email, template: "password-reset" },
    });
    const resetToken = resetMessage.secretText!.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
    expect(
      (await new Client().post("/mnb/api/reset-password", { token: resetToken, newPassword: "a-fresh-password" }))
        .status,
    ).toBe(200);
    expect((await new Client().post("/mnb/api/confirm-email-change", { token: beforeReset })).status).toBe(400);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(me.email);
  });

  it("answers 409 when the new address was taken in the meantime, and keeps the old email", async () => {
    const me = await signedIn("USER");
    const target = newAddress();
    await change(me, profileOf(target, { currentPassword: me.password }));
    const token = await confirmationToken(target);
    await db.user.create({ data: { email: target, passwordHash: "x", username: unique("taker") } });
    const reply = await new Client().post("/mnb/api/confirm-email-change", { token });
    expect(reply.status).toBe(409);
    expect((await db.user.findUniqueOrThrow({ where: { id: me.user.id } })).email).toBe(me.email);
    expect((await me.client.get("/mnb/api/getUserProfile")).status).toBe(200);
  });

  it("two confirmations of the same link at once succeed at most once", async () => {
    const me = await signedIn("USER");
    const target = newAddress();
    await change(me, profileOf(target, { currentPassword: me.password }));
    const token = await confirmationToken(target);
    const replies = await Promise.all(
      [1, 2, 3].map(() => new Client().post("/mnb/api/confirm-email-change", { token })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await db.emailMessage.count({ where: { to: me.email, template: "email-change-changed" } })).toBe(1);
  });
});
