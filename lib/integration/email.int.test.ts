// The email pipeline with the real database and stand-in providers (Resend itself is unreachable from here).
import { createElement } from "react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { retryEmail, sendEmail } from "@/lib/email";
import { setEmailTransport, type EmailTransport, type OutgoingEmail } from "@/lib/email/transport";
import { WelcomeEmail } from "@/lib/email/templates/welcome";
import { registerUser } from "@/lib/accounts/users";
import { unique } from "@/testing/fixtures";

const sent: OutgoingEmail[] = [];
const working: EmailTransport = {
  name: "test",
  send: async (email) => (sent.push(email), { id: `msg_${sent.length}` }),
};
const failing: EmailTransport = {
  name: "test",
  send: async () => ({ error: "provider_down: the provider is unreachable" }),
};

afterEach(() => {
  setEmailTransport(undefined);
  sent.length = 0;
});
afterAll(() => db.$disconnect());

const welcome = (to: string) => ({
  to,
  subject: "Welcome",
  template: "welcome",
  element: createElement(WelcomeEmail, {
    name: "Ada",
    loginUrl: `${env.siteUrl}/login`,
    verifyUrl: `${env.siteUrl}/verify-email/x`,
  }),
});

describe("sendEmail", () => {
  it("keeps the message in the outbox, with HTML and plain text, when no provider is configured", async () => {
    setEmailTransport(null);
    const to = `${unique("o")}@example.com`;
    const record = await sendEmail(welcome(to));
    expect(record).toMatchObject({ to, status: "OUTBOX", attempts: 0 });
    expect(record.html).toContain("<html");
    expect(record.text).toContain(`${env.siteUrl}/login`);
    expect(record.text).not.toContain("<");
  });

  it("records a provider failure, then sends it on retry", async () => {
    setEmailTransport(failing);
    const record = await sendEmail(welcome(`${unique("f")}@example.com`));
    expect(record).toMatchObject({
      status: "FAILED",
      attempts: 1,
      error: "provider_down: the provider is unreachable",
    });
    setEmailTransport(working);
    const retried = await retryEmail(record.id);
    expect(retried).toMatchObject({ status: "SENT", providerId: "msg_1", attempts: 2, error: null });
    expect(retried.sentAt).not.toBeNull();
    await expect(retryEmail(record.id)).rejects.toMatchObject({ status: 409 });
  });

  it("adds one-click unsubscribe headers for bulk mail", async () => {
    setEmailTransport(working);
    const url = `${env.siteUrl}/unsubscribe/abc`;
    await sendEmail({ ...welcome(`${unique("b")}@example.com`), unsubscribeUrl: url });
    expect(sent[0].headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("a failing provider never loses a sign-up", async () => {
    setEmailTransport(failing);
    const email = `${unique("signup")}@example.com`;
    const user = await registerUser({
      username: unique("u").replace("-", "_"),
      firstName: "Ada",
      middleName: "",
      lastName: "Obi",
      age: 30,
      email,
      password: "a-long-password",
    });
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
    expect((await db.emailMessage.findFirstOrThrow({ where: { to: email } })).status).toBe("FAILED");
  });
});
