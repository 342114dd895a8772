// The outbox keeps no working single-use links: stored copies are redacted, the working body lives only while the
// message is unsent and its link alive, and retry keeps working within that time.
import { randomBytes } from "node:crypto";
import { createElement } from "react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { LINKS_EXPIRED, purgeExpiredEmailSecrets, retryEmail, sendEmail } from "@/lib/email";
import { setEmailTransport, type EmailTransport, type OutgoingEmail } from "@/lib/email/transport";
import { PasswordResetEmail } from "@/lib/email/templates/password-reset";
import { Client } from "@/testing/http";
import { createAccount, unique } from "@/testing/fixtures";

const sent: OutgoingEmail[] = [];
const working: EmailTransport = {
  name: "test",
  send: async (email) => (sent.push(email), { id: `msg_${sent.length}` }),
};
const failing: EmailTransport = { name: "test", send: async () => ({ error: "provider_down" }) };

afterEach(() => {
  setEmailTransport(undefined);
  sent.length = 0;
});
afterAll(() => db.$disconnect());

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

function resetEmail(expiresAt = inAnHour()) {
  const token = randomBytes(32).toString("base64url");
  const input = {
    to: `${unique("r")}@example.com`,
    subject: "Reset your My Nation Blog password",
    template: "password-reset",
    element: createElement(PasswordResetEmail, { name: "Ada", url: `${env.siteUrl}/reset-password/${token}` }),
    secrets: { tokens: [token], expiresAt },
  };
  return { token, input };
}

const stored = (id: string) => db.emailMessage.findUniqueOrThrow({ where: { id } });

describe("a message with a single-use link", () => {
  it("is delivered with the link, and once sent no stored column contains it", async () => {
    setEmailTransport(working);
    const { token, input } = resetEmail();
    const record = await sendEmail(input);
    expect(sent[0].text).toContain(`/reset-password/${token}`);
    expect(sent[0].html).toContain(`/reset-password/${token}`);
    const row = await stored(record.id);
    expect(row.status).toBe("SENT");
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.text).toContain("/reset-password/[redacted]");
    expect(row).toMatchObject({ secretHtml: null, secretText: null });
  });

  it("keeps the working body only while unsent, so a retry still delivers the link, then wipes it", async () => {
    setEmailTransport(failing);
    const { token, input } = resetEmail();
    const record = await sendEmail(input);
    const failed = await stored(record.id);
    expect(failed.status).toBe("FAILED");
    expect(failed.text).not.toContain(token);
    expect(failed.html).not.toContain(token);
    expect(failed.secretText).toContain(token);

    setEmailTransport(working);
    expect((await retryEmail(record.id)).status).toBe("SENT");
    expect(sent[0].text).toContain(`/reset-password/${token}`);
    expect(JSON.stringify(await stored(record.id))).not.toContain(token);
  });

  it("refuses a retry once the link has expired, and drops the working body", async () => {
    setEmailTransport(failing);
    const { token, input } = resetEmail();
    const record = await sendEmail(input);
    await db.emailMessage.update({ where: { id: record.id }, data: { secretExpiresAt: new Date(Date.now() - 1000) } });
    setEmailTransport(working);
    await expect(retryEmail(record.id)).rejects.toMatchObject({ status: 409, message: LINKS_EXPIRED });
    expect(sent).toHaveLength(0);
    expect(JSON.stringify(await stored(record.id))).not.toContain(token);
  });

  it("the clean-up drops working bodies whose links expired and keeps live ones", async () => {
    setEmailTransport(null);
    const live = resetEmail();
    const dead = resetEmail(new Date(Date.now() + 60_000));
    const [liveRecord, deadRecord] = [await sendEmail(live.input), await sendEmail(dead.input)];
    await db.emailMessage.update({
      where: { id: deadRecord.id },
      data: { secretExpiresAt: new Date(Date.now() - 1000) },
    });
    expect(await purgeExpiredEmailSecrets()).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(await stored(deadRecord.id))).not.toContain(dead.token);
    expect((await stored(liveRecord.id)).secretText).toContain(live.token);
  });
});

describe("the admin outbox", () => {
  it("never shows a working reset link, on the page or in the API, and its retry still works", async () => {
    const { email, user } = await createAccount("USER");
    await new Client().post("/mnb/api/request-password-reset", { email });
    const message = await db.emailMessage.findFirstOrThrow({ where: { to: email, template: "password-reset" } });
    const token = message.secretText!.match(/\/reset-password\/([A-Za-z0-9_-]+)/)![1];
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);

    const admin = await createAccount("ADMIN");
    const browser = new Client();
    expect((await browser.post("/mnb/api/signIn", { email: admin.email, password: admin.password })).status).toBe(200);
    const page = await browser.get<string>(`/admin/outbox/${message.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("/reset-password/[redacted]");
    expect(page.body).not.toContain(token);
    const list = await browser.get("/mnb/api/emails");
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(token);

    const retried = await browser.post(`/mnb/api/emails/${message.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe("OUTBOX");
    expect(JSON.stringify(retried.body)).not.toContain(token);
  });
});
