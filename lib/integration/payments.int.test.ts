// Payments against the Paystack stand-in the suite runs (testing/paystack-stand-in.ts): the server decides the
// amount, verifies every payment with Paystack itself, accepts only webhooks signed with the secret key, recognises
// replays, and fulfils a payment exactly once (one PAID, one receipt) however the callback and webhooks race.
// Refunds are asked of Paystack and applied when its refund events arrive. Payments the old client started in the
// browser (a reference Paystack made) are verified and recorded once, and pay a booking only at its exact price.
// A booking has one open checkout and one paying payment; money it cannot take is recorded to refund and shown to
// admins. Two refunds asked at once cannot give back more than was paid. Only the booker sees their details prefilled.
import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { AMOUNT_INVALID, AMOUNT_TOO_SMALL } from "@/lib/core/money";
import { Client } from "@/testing/http";
import { createAccount, signedIn, unique } from "@/testing/fixtures";
import { paystackControls, type BrowserTransactionInput } from "@/testing/paystack-stand-in";
import { freePort } from "@/testing/net";
import { PAYMENT_EMAIL_REQUIRED, PAYMENT_NAME_REQUIRED } from "@/lib/payments/schema";
import { BOOKING_CANCELLED, BOOKING_NOT_FOUND } from "@/lib/payments/checkout";
import { listUnbookedPayments } from "@/lib/payments/payments";
import { REFUND_TOO_LARGE } from "@/lib/payments/refunds";
import { listPaymentsToRefund } from "@/lib/payments/to-refund";
import { startServer, stopServer } from "@/testing/run";
import { purgeExpired } from "@/lib/jobs/maintenance";
import { bookingsAndRevenue } from "@/lib/admin/overview";

type Started = {
  reference: string;
  accessCode: string;
  authorizationUrl: string;
  amountKobo: number;
  currency: string;
};

const paystack = paystackControls();
let admin: Awaited<ReturnType<typeof signedIn>>;
let user: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  [admin, user] = await Promise.all([signedIn("ADMIN"), signedIn("USER")]);
});
afterAll(() => db.$disconnect());

const payer = () => ({ name: "Ada Obi", email: `${unique("payer")}@example.com` });
const start = (body: Record<string, unknown>, client = new Client()) => client.post<Started>("/mnb/api/payments", body);
const statusOf = async (reference: string) => (await db.payment.findUniqueOrThrow({ where: { reference } })).status;
const receipts = (email: string) => db.emailMessage.count({ where: { to: email, template: "payment-receipt" } });

async function booking(
  priceKobo: number | null = 5_000_000,
  status: "NEW" | "PAID" | "CANCELLED" = "NEW",
  more: { userId?: string; name?: string } = {},
) {
  return db.booking.create({
    data: {
      name: "Ada Obi",
      email: `${unique("booker")}@example.com`,
      service: "Mixing & Mastering",
      message: "Two songs",
      dateTime: new Date("2026-12-01T10:00:00Z"),
      priceKobo,
      status,
      ...more,
    },
  });
}

/** A webhook as Paystack sends it: JSON body, signed with the secret key unless `signature` says otherwise. */
function webhook(event: string, data: Record<string, unknown>, signature?: string) {
  const body = JSON.stringify({
    event,
    data: { id: Number(`${Date.now()}`.slice(-9)) + Math.floor(Math.random() * 1e6), ...data },
  });
  return {
    body,
    send: () =>
      new Client().request("POST", "/mnb/api/paystack/webhook", body, {
        "content-type": "application/json",
        "x-paystack-signature": signature ?? paystack.sign(body),
      }),
  };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("POST /mnb/api/payments", () => {
  it("starts a custom payment: the server's reference, the amount in kobo exactly, NGN, PENDING, metadata for Paystack", async () => {
    const who = payer();
    const reply = await start({ ...who, amount: "15000.50", message: "Mixing quote" });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ amountKobo: 1_500_050, currency: "NGN" });
    expect(reply.body.reference).toMatch(/^MNB-[a-z0-9]+-[a-f0-9]{12}$/);
    expect(reply.body.accessCode).toBeTruthy();
    const row = await db.payment.findUniqueOrThrow({ where: { reference: reply.body.reference } });
    expect(row).toMatchObject({
      amountKobo: 1_500_050,
      currency: "NGN",
      status: "PENDING",
      email: who.email,
      name: "Ada Obi",
      message: "Mixing quote",
      accessCode: reply.body.accessCode,
    });
    const sent = await paystack.transaction(reply.body.reference);
    expect(sent).toMatchObject({
      amount: 1_500_050,
      currency: "NGN",
      email: who.email,
      metadata: { name: "Ada Obi", bookingMessage: "Mixing quote" },
    });
  });

  it.each([
    [{ email: "a@example.com", amount: "100" }, PAYMENT_NAME_REQUIRED],
    [{ name: "Ada", amount: "100" }, PAYMENT_EMAIL_REQUIRED],
    [{ name: "Ada", email: "a@example.com", amount: "12.345" }, AMOUNT_INVALID],
    [{ name: "Ada", email: "a@example.com", amount: "-5000" }, AMOUNT_INVALID],
    [{ name: "Ada", email: "a@example.com", amount: "50" }, AMOUNT_TOO_SMALL],
  ])("refuses %j with its message and records nothing", async (body, message) => {
    const before = await db.payment.count();
    const reply = await start(body);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ message });
    expect(await db.payment.count()).toBe(before);
  });

  it("charges a booking its price snapshot whatever amount the client sends", async () => {
    const b = await booking(7_500_000);
    const reply = await start({ ...payer(), bookingId: b.id, amount: "1" });
    expect(reply.status).toBe(201);
    expect(reply.body.amountKobo).toBe(7_500_000);
    expect((await paystack.transaction(reply.body.reference))?.amount).toBe(7_500_000);
    expect((await db.payment.findUniqueOrThrow({ where: { reference: reply.body.reference } })).bookingId).toBe(b.id);
  });

  it("refuses an unknown booking (404), a paid (409) or cancelled one (409) and one without a price (422), and records nothing", async () => {
    const before = await db.payment.count();
    expect((await start({ ...payer(), bookingId: "nosuchbooking" })).status).toBe(404);
    expect((await start({ ...payer(), bookingId: (await booking(5_000_000, "PAID")).id })).status).toBe(409);
    const cancelled = await start({ ...payer(), bookingId: (await booking(5_000_000, "CANCELLED")).id });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toEqual({ code: "conflict", message: BOOKING_CANCELLED });
    expect((await start({ ...payer(), bookingId: (await booking(null)).id })).status).toBe(422);
    expect(await db.payment.count()).toBe(before);
  });
});

describe("verifying and fulfilling", () => {
  it("keeps a payment PENDING until Paystack reports it paid, then marks it PAID once and sends one receipt", async () => {
    const who = payer();
    const b = await booking();
    const { body } = await start({ ...who, bookingId: b.id });
    const early = await new Client().post(`/mnb/api/payments/${body.reference}/verify`);
    expect(early.body).toMatchObject({ outcome: "not-paid", status: "PENDING" });
    await paystack.pay(body.reference);
    const paid = await new Client().post(`/mnb/api/payments/${body.reference}/verify`);
    expect(paid.body).toMatchObject({ outcome: "paid", status: "PAID", bookingId: b.id });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("PAID");
    const again = await new Client().post(`/mnb/api/payments/${body.reference}/verify`);
    expect(again.body).toMatchObject({ outcome: "settled", status: "PAID" });
    expect(await receipts(who.email)).toBe(1);
    const receipt = await db.emailMessage.findFirstOrThrow({ where: { to: who.email, template: "payment-receipt" } });
    expect(receipt.text).toContain(body.reference);
    expect(receipt.text).toContain("₦50,000");
  });

  it("does not fulfil a payment whose verified amount or currency differs from what was initialised", async () => {
    for (const over of [{ amount: 100_00 }, { currency: "USD" }]) {
      const { body } = await start({ ...payer(), amount: "20000" });
      await paystack.pay(body.reference, over);
      const reply = await new Client().post(`/mnb/api/payments/${body.reference}/verify`);
      expect(reply.body).toMatchObject({ outcome: "mismatch", status: "PENDING" });
    }
  });

  it("sends the payer back from Paystack's page to /booking-success when paid, to /payment otherwise", async () => {
    const { body } = await start({ ...payer(), amount: "3000" });
    const unpaid = await new Client().get(`/payment/callback?trxref=${body.reference}&reference=${body.reference}`);
    expect(unpaid.status).toBe(303);
    expect(unpaid.headers.get("location")).toMatch(new RegExp(`/payment\\?reference=${body.reference}$`));
    await paystack.pay(body.reference);
    const paid = await new Client().get(`/payment/callback?trxref=${body.reference}&reference=${body.reference}`);
    expect(paid.headers.get("location")).toMatch(new RegExp(`/booking-success\\?reference=${body.reference}$`));
    expect(await statusOf(body.reference)).toBe("PAID");
    expect((await new Client().get("/payment/callback?reference=../../etc")).headers.get("location")).toMatch(
      /\/payment$/,
    );
  });
});

describe("abandoned checkouts", () => {
  it("are marked ABANDONED by the nightly purge after a day, and can still be confirmed when Paystack says paid", async () => {
    const b = await booking();
    const { body } = await start({ ...payer(), bookingId: b.id });
    const fresh = await start({ ...payer(), amount: "1000" });
    await db.payment.update({
      where: { reference: body.reference },
      data: { createdAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    const purged = await purgeExpired();
    expect(purged.abandonedPayments).toBeGreaterThanOrEqual(1);
    expect(await statusOf(body.reference)).toBe("ABANDONED");
    expect(await statusOf(fresh.body.reference)).toBe("PENDING");
    await paystack.pay(body.reference);
    const late = await new Client().post(`/mnb/api/payments/${body.reference}/verify`);
    expect(late.body).toMatchObject({ outcome: "paid", status: "PAID" });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("PAID");
  });
});

describe("POST /mnb/api/paystack/webhook", () => {
  it("acts on a signed charge.success only after verifying it, and answers 200 at once", async () => {
    const who = payer();
    const { body } = await start({ ...who, amount: "4000" });
    // Signed but not paid at Paystack (e.g. a stale or wrong event): verification says no, nothing changes.
    const premature = webhook("charge.success", {
      reference: body.reference,
      amount: 400_000,
      currency: "NGN",
      status: "success",
    });
    expect((await premature.send()).status).toBe(200);
    await eventually(
      () => db.paymentWebhookEvent.findUnique({ where: { bodyHash: sha(premature.body) } }),
      (e) => !!e?.processedAt,
      "the premature event",
    );
    expect(await statusOf(body.reference)).toBe("PENDING");

    await paystack.pay(body.reference);
    const real = webhook("charge.success", {
      reference: body.reference,
      amount: 400_000,
      currency: "NGN",
      status: "success",
    });
    const reply = await real.send();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ received: true });
    await eventually(
      () => statusOf(body.reference),
      (s) => s === "PAID",
      "PAID",
    );
    // The receipt goes out right after the PAID step, still within the event's handling.
    await eventually(
      () => db.paymentWebhookEvent.findUnique({ where: { bodyHash: sha(real.body) } }),
      (e) => !!e?.processedAt,
      "the event handled",
    );
    expect(await receipts(who.email)).toBe(1);
  });

  it("refuses forged and tampered events (401) and changes nothing", async () => {
    const { body } = await start({ ...payer(), amount: "4000" });
    await paystack.pay(body.reference);
    const events = await db.paymentWebhookEvent.count();
    const forged = webhook("charge.success", { reference: body.reference }, randomBytes(64).toString("hex"));
    expect((await forged.send()).status).toBe(401);
    const genuine = webhook("charge.success", { reference: body.reference, amount: 1 });
    const tampered = genuine.body.replace('"amount":1', '"amount":400000');
    const tamperedReply = await new Client().request("POST", "/mnb/api/paystack/webhook", tampered, {
      "content-type": "application/json",
      "x-paystack-signature": paystack.sign(genuine.body),
    });
    expect(tamperedReply.status).toBe(401);
    const unsigned = await new Client().request("POST", "/mnb/api/paystack/webhook", genuine.body, {
      "content-type": "application/json",
    });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body).toMatchObject({ code: "unauthorized" });
    expect(await db.paymentWebhookEvent.count()).toBe(events);
    expect(await statusOf(body.reference)).toBe("PENDING");
  });

  it("takes up again an event whose processing failed (Paystack down), and confirms the payment once", async () => {
    const who = payer();
    const { body } = await start({ ...who, amount: "3000" });
    await paystack.pay(body.reference);
    await paystack.failVerify(body.reference, 1);
    const event = webhook("charge.success", {
      reference: body.reference,
      amount: 300_000,
      currency: "NGN",
      status: "success",
    });
    const handled = () => db.paymentWebhookEvent.findUnique({ where: { bodyHash: sha(event.body) } });
    expect((await event.send()).status).toBe(200);
    expect(await eventually(handled, (e) => !!e?.processedAt, "the failed attempt")).toMatchObject({
      outcome: "error",
      attempts: 1,
    });
    expect(await statusOf(body.reference)).toBe("PENDING");
    // The same body again (Paystack's retry, or an admin's resend from its dashboard): processed this time.
    expect((await event.send()).status).toBe(200);
    expect(
      await eventually(handled, (e) => !!e?.processedAt && e.outcome !== "error", "the second attempt"),
    ).toMatchObject({ outcome: "paid", attempts: 2 });
    expect(await statusOf(body.reference)).toBe("PAID");
    // Once done, a further copy is a replay again.
    expect((await event.send()).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await handled()).toMatchObject({ outcome: "paid", attempts: 2 });
    expect(await receipts(who.email)).toBe(1);
  });

  it("recognises a replayed body and ignores unknown references", async () => {
    const unknown = webhook("charge.success", { reference: "MNB-zzzz-000000000000" });
    expect((await unknown.send()).status).toBe(200);
    const recorded = await eventually(
      () => db.paymentWebhookEvent.findUnique({ where: { bodyHash: sha(unknown.body) } }),
      (e) => !!e?.processedAt,
      "the event",
    );
    expect(recorded?.outcome).toBe("unknown");
    expect((await unknown.send()).status).toBe(200);
    expect(await db.paymentWebhookEvent.count({ where: { bodyHash: sha(unknown.body) } })).toBe(1);
  });

  it("fulfils once when the callback and several webhooks race, many times over", async () => {
    for (let round = 0; round < 8; round++) {
      const who = payer();
      const b = await booking();
      const { body } = await start({ ...who, bookingId: b.id });
      await paystack.pay(body.reference);
      const hooks = [1, 2, 3].map(() =>
        webhook("charge.success", { reference: body.reference, amount: 5_000_000, currency: "NGN" }),
      );
      await Promise.all([
        ...hooks.map((h) => h.send()),
        hooks[0].send(), // a replay in the middle of it
        new Client().post(`/mnb/api/payments/${body.reference}/verify`),
        new Client().post(`/mnb/api/payments/${body.reference}/verify`),
        new Client().get(`/payment/callback?reference=${body.reference}`),
      ]);
      await eventually(
        () => db.paymentWebhookEvent.count({ where: { reference: body.reference, processedAt: { not: null } } }),
        (n) => n === 3,
        "three webhooks",
      );
      expect(await statusOf(body.reference)).toBe("PAID");
      expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("PAID");
      expect(await receipts(who.email)).toBe(1);
    }
  }, 60_000);
});

describe("one booking, one charge", () => {
  const verify = (reference: string) =>
    new Client().post<{ outcome: string; status: string }>(`/mnb/api/payments/${reference}/verify`);
  const alerts = (reference: string) =>
    db.emailMessage.findMany({
      where: { template: "payment-to-refund", subject: { contains: reference } },
      select: { to: true, text: true },
    });

  it("offers the booking's open checkout again, also to starts at once, instead of a second charge", async () => {
    const b = await booking(2_000_000);
    const who = payer();
    const initialised = (await paystack.calls()).initialize ?? 0;
    const first = await start({ ...who, bookingId: b.id });
    expect(first.status).toBe(201);
    const again = await start({ ...who, email: who.email.toUpperCase(), bookingId: b.id });
    const together = await Promise.all([1, 2, 3].map(() => start({ ...who, bookingId: b.id })));
    for (const reply of [again, ...together]) {
      expect(reply.status).toBe(201);
      expect(reply.body).toEqual(first.body);
    }
    expect(first.body.authorizationUrl).toContain(first.body.accessCode);
    expect(await db.payment.count({ where: { bookingId: b.id } })).toBe(1);
    expect((await paystack.calls()).initialize - initialised).toBe(1);
  });

  it("pays a booking once when two checkouts are paid: the other is recorded to refund, shown to admins and emailed to them once", async () => {
    const b = await booking(3_000_000);
    const [first, second] = [payer(), payer()];
    const a = (await start({ ...first, bookingId: b.id })).body;
    // Another email gets its own checkout (Paystack's page shows the payer's email); the first one is given up.
    const c = (await start({ ...second, bookingId: b.id })).body;
    expect(c.reference).not.toBe(a.reference);
    expect(await statusOf(a.reference)).toBe("ABANDONED");
    await paystack.pay(a.reference);
    await paystack.pay(c.reference);
    // The given-up checkout was completed all the same: it pays the booking.
    expect((await verify(a.reference)).body).toMatchObject({ outcome: "paid", status: "PAID" });
    const hook = webhook("charge.success", { reference: c.reference, amount: 3_000_000, currency: "NGN" });
    const [v1, v2] = await Promise.all([verify(c.reference), verify(c.reference), hook.send()]);
    for (const v of [v1, v2])
      expect(v.body).toMatchObject({
        outcome: expect.stringMatching(/^(needs-refund|settled)$/),
        status: "NEEDS_REFUND",
      });
    await eventually(
      () => db.paymentWebhookEvent.findUnique({ where: { bodyHash: sha(hook.body) } }),
      (e) => !!e?.processedAt,
      "the webhook",
    );
    expect(await db.payment.findUniqueOrThrow({ where: { reference: c.reference } })).toMatchObject({
      status: "NEEDS_REFUND",
      refundReason: `The booking was already paid by ${a.reference}.`,
    });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("PAID");
    expect(await receipts(first.email)).toBe(1);
    expect(await receipts(second.email)).toBe(0);
    // Every admin is emailed, once, however many calls confirmed it.
    const sent = await alerts(c.reference);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((m) => m.to)).size).toBe(sent.length);
    expect(sent.map((m) => m.to)).toContain(admin.email);
    expect(sent[0].text).toContain(`already paid by ${a.reference}`);
    expect(sent[0].text).toContain("/admin-dashboard/bookings#payments-to-refund");

    // Admins see it on Manage Bookings and its count on the Overview, linking there (admin pages need the session cookie).
    const browser = new Client();
    await browser.post("/mnb/api/signIn", { email: admin.email, password: admin.password });
    const page = String((await browser.get<string>("/admin-dashboard/bookings")).body);
    const card = page.slice(page.indexOf('id="payments-to-refund"'));
    expect(page).toContain('id="payments-to-refund"');
    expect(card).toContain(c.reference);
    expect(card).toContain(second.email);
    expect(card).toContain(`already paid by ${a.reference}`);
    expect(card).toContain("₦30,000");
    const overview = String((await browser.get<string>("/admin-dashboard")).body);
    expect(overview).toMatch(/href="\/admin-dashboard\/bookings#payments-to-refund"[^>]*>.*?Payments to refund/s);
    expect(String((await user.client.get<string>("/admin-dashboard/bookings")).body)).not.toContain(c.reference);

    // Refunding it gives the money back and leaves the booking, paid by the other payment, as it is.
    const payment = await db.payment.findUniqueOrThrow({ where: { reference: c.reference } });
    const asked = await admin.client.post<{ refund: { providerRefundId: string } }>("/mnb/api/refunds", {
      paymentId: payment.id,
    });
    expect(asked.status).toBe(201);
    await paystack.settleRefund(Number(asked.body.refund.providerRefundId), "processed");
    await webhook("refund.processed", {
      id: Number(asked.body.refund.providerRefundId),
      transaction_reference: c.reference,
    }).send();
    await eventually(
      () => statusOf(c.reference),
      (s) => s === "REFUNDED",
      "the refund applied",
    );
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("PAID");
    expect(await statusOf(a.reference)).toBe("PAID");
  });

  it("records money for a booking cancelled meanwhile to refund (found by the reconciliation job), never fulfilled", async () => {
    const b = await booking(1_200_000);
    const who = payer();
    const { body } = await start({ ...who, bookingId: b.id });
    expect((await admin.client.patch(`/mnb/api/bookings/${b.id}/status`, { status: "CANCELLED" })).status).toBe(200);
    expect((await start({ ...who, bookingId: b.id })).body).toMatchObject({
      code: "conflict",
      message: BOOKING_CANCELLED,
    });
    await paystack.pay(body.reference);
    const run = await new Client().request<{ reconciled: { toRefund: number } }>(
      "GET",
      "/mnb/api/cron/reconcile",
      undefined,
      { authorization: `Bearer ${env.CRON_SECRET}` },
    );
    expect(run.status).toBe(200);
    expect(run.body.reconciled.toRefund).toBeGreaterThanOrEqual(1);
    expect(await db.payment.findUniqueOrThrow({ where: { reference: body.reference } })).toMatchObject({
      status: "NEEDS_REFUND",
      refundReason: "The booking was cancelled before this payment arrived.",
    });
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("CANCELLED");
    expect(await receipts(who.email)).toBe(0);
    expect(await alerts(body.reference)).not.toHaveLength(0);
    // The payer, back on the payment page, is told the money will be returned.
    expect((await verify(body.reference)).body).toMatchObject({ outcome: "settled", status: "NEEDS_REFUND" });
    expect(String((await new Client().get<string>(`/payment?reference=${body.reference}`)).body)).toContain(
      "it will be refunded",
    );
  });

  it("records money for a paid booking deleted meanwhile (kept archived) to refund, and starts no new payment for it", async () => {
    const b = await booking(1_500_000);
    const [first, second] = [payer(), payer()];
    const a = (await start({ ...first, bookingId: b.id })).body;
    const c = (await start({ ...second, bookingId: b.id })).body;
    await paystack.pay(a.reference);
    expect((await verify(a.reference)).body).toMatchObject({ outcome: "paid", status: "PAID" });
    expect((await admin.client.delete(`/mnb/api/deleteBooking/${b.id}`)).status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).archivedAt).not.toBeNull();
    expect(await start({ ...first, bookingId: b.id })).toMatchObject({
      status: 404,
      body: { message: BOOKING_NOT_FOUND },
    });
    // The checkout given up earlier is completed all the same: its money goes back, it never pays the deleted booking.
    await paystack.pay(c.reference);
    expect((await verify(c.reference)).body).toMatchObject({ outcome: "needs-refund", status: "NEEDS_REFUND" });
    expect(await db.payment.findUniqueOrThrow({ where: { reference: c.reference } })).toMatchObject({
      bookingId: b.id,
      refundReason: "The booking was deleted before this payment arrived.",
    });
    expect((await listPaymentsToRefund()).find((p) => p.reference === c.reference)).toMatchObject({ booking: null });
    expect((await listUnbookedPayments()).find((p) => p.reference === a.reference)).toMatchObject({
      source: "Deleted booking: Mixing & Mastering for Ada Obi",
    });
  });

  it("holds a booking to one paid payment in the database itself", async () => {
    const b = await booking(1_000_000, "PAID");
    const row = (reference: string, status: "PAID" | "PARTIALLY_REFUNDED" | "NEEDS_REFUND") =>
      db.payment.create({
        data: {
          reference,
          status,
          amountKobo: 1_000_000,
          email: "x@example.com",
          name: "X",
          bookingId: b.id,
          paidAt: new Date(),
        },
      });
    await row(`MNB-${unique("a")}`, "PAID");
    await expect(row(`MNB-${unique("b")}`, "PAID")).rejects.toMatchObject({ code: "P2002" });
    await expect(row(`MNB-${unique("c")}`, "PARTIALLY_REFUNDED")).rejects.toMatchObject({ code: "P2002" });
    await row(`MNB-${unique("d")}`, "NEEDS_REFUND");
    expect(await db.payment.count({ where: { bookingId: b.id } })).toBe(2);
  });
});

describe("payments the old client started in the browser", () => {
  let seq = 0;
  /** A transaction the old client's inline script made at Paystack (its reference, not ours): we never saw it start. */
  async function browserPayment(input: Omit<BrowserTransactionInput, "reference">) {
    const reference = `T${Date.now()}${++seq}${randomBytes(3).toString("hex")}`;
    await paystack.browserTransaction({ reference, currency: "NGN", status: "success", ...input });
    return reference;
  }
  const handled = async (body: string) =>
    (await eventually(
      () => db.paymentWebhookEvent.findUnique({ where: { bodyHash: sha(body) } }),
      (e) => !!e?.processedAt,
      "the event handled",
    ))!;
  /** Sends a signed charge.success for `reference` and waits until it is handled; the body may claim anything. */
  async function chargeSuccess(reference: string, claims: Record<string, unknown> = {}) {
    const hook = webhook("charge.success", { reference, status: "success", ...claims });
    expect((await hook.send()).status).toBe(200);
    return handled(hook.body);
  }
  const paymentOf = (reference: string) => db.payment.findUnique({ where: { reference } });

  it("verifies a charge.success for a reference we did not make and records a PAID custom payment, with one receipt", async () => {
    const email = `${unique("browser")}@example.com`;
    const reference = await browserPayment({
      amount: 1_234_500,
      email: "card-holder@example.com",
      metadata: { name: "Ada Obi", email, bookingMessage: "Paid on the old site" },
    });
    const event = await chargeSuccess(reference, { amount: 1_234_500, currency: "NGN" });
    expect(event).toMatchObject({ outcome: "recorded-foreign", reference });
    const row = await db.payment.findUniqueOrThrow({ where: { reference } });
    expect(row).toMatchObject({
      status: "PAID",
      amountKobo: 1_234_500,
      currency: "NGN",
      name: "Ada Obi",
      email,
      message: "Paid on the old site",
      bookingId: null,
      userId: null,
    });
    expect(row.paidAt).toEqual(new Date((await paystack.transaction(reference))!.paidAt!));
    expect(row.providerData).toMatchObject({ reference, status: "success", amount: 1_234_500, currency: "NGN" });
    expect(await receipts(email)).toBe(1);
    expect(
      (await db.emailMessage.findFirstOrThrow({ where: { to: email, template: "payment-receipt" } })).text,
    ).toContain("₦12,345");
    // Without metadata the payer is Paystack's customer.
    const bare = await browserPayment({ amount: 250_000, email: `${unique("card")}@example.com` });
    expect((await chargeSuccess(bare)).outcome).toBe("recorded-foreign");
    expect(await paymentOf(bare)).toMatchObject({
      email: (await paystack.transaction(bare))!.email,
      name: "",
      message: null,
    });
  });

  it("records it once however many deliveries, replays and concurrent ones, arrive", async () => {
    for (let round = 0; round < 4; round++) {
      const email = `${unique("browser")}@example.com`;
      // The inline script's custom_fields, handed back as JSON text.
      const metadata = JSON.stringify({
        custom_fields: [
          { display_name: "Name", variable_name: "name", value: "Chidi" },
          { display_name: "Email", variable_name: "email", value: email },
        ],
      });
      const reference = await browserPayment({ amount: 500_000, metadata });
      const hooks = [1, 2, 3, 4].map(() => webhook("charge.success", { reference, amount: 500_000, currency: "NGN" }));
      await Promise.all([...hooks.map((h) => h.send()), hooks[0].send(), hooks[2].send()]);
      const events = await eventually(
        () => db.paymentWebhookEvent.findMany({ where: { reference, processedAt: { not: null } } }),
        (e) => e.length === 4,
        "four webhooks",
      );
      expect(events.map((e) => e.outcome).sort()).toEqual([
        "already-recorded",
        "already-recorded",
        "already-recorded",
        "recorded-foreign",
      ]);
      expect((await hooks[1].send()).status).toBe(200); // a later replay
      expect(await db.payment.count({ where: { reference } })).toBe(1);
      expect(await paymentOf(reference)).toMatchObject({ name: "Chidi", email, status: "PAID" });
      expect(await receipts(email)).toBe(1);
    }
  }, 60_000);

  it("stores the amount and currency Paystack's verification reports, whatever the webhook body claims", async () => {
    const revenue = async () => (await bookingsAndRevenue("day")).revenueKobo.reduce((a, b) => a + b, 0);
    const before = await revenue();
    const reference = await browserPayment({
      amount: 300_000,
      metadata: { name: "Ada", email: `${unique("browser")}@example.com` },
    });
    await chargeSuccess(reference, { amount: 30_000_000, currency: "NGN", metadata: { bookingId: "forged" } });
    expect(await paymentOf(reference)).toMatchObject({ amountKobo: 300_000, currency: "NGN", bookingId: null });
    // Another currency is recorded as reported, without a naira receipt.
    const email = `${unique("browser")}@example.com`;
    const dollars = await browserPayment({ amount: 2_500, currency: "USD", metadata: { name: "Ada", email } });
    expect((await chargeSuccess(dollars, { amount: 2_500, currency: "NGN" })).outcome).toBe("recorded-foreign");
    expect(await paymentOf(dollars)).toMatchObject({ amountKobo: 2_500, currency: "USD", status: "PAID" });
    expect(await receipts(email)).toBe(0);
    // The overview's naira revenue counts the naira payment only.
    expect((await revenue()) - before).toBe(300_000);
  });

  it("pays a NEW booking its metadata names only at its exact price in naira; otherwise records the payment unlinked", async () => {
    const exact = await booking(5_000_000);
    const email = `${unique("browser")}@example.com`;
    const paid = await browserPayment({
      amount: 5_000_000,
      metadata: { bookingId: exact.id, name: "Ada Obi", email, bookingMessage: "Two songs" },
    });
    expect((await chargeSuccess(paid)).outcome).toBe("booking-paid");
    expect(await paymentOf(paid)).toMatchObject({ bookingId: exact.id, status: "PAID", amountKobo: 5_000_000 });
    expect((await db.booking.findUniqueOrThrow({ where: { id: exact.id } })).status).toBe("PAID");
    expect(await receipts(email)).toBe(1);
    expect(
      (await db.emailMessage.findFirstOrThrow({ where: { to: email, template: "payment-receipt" } })).text,
    ).toContain("Mixing & Mastering");

    const cases = [
      { b: await booking(5_000_000), amount: 4_000_000, currency: "NGN" }, // not its price
      { b: await booking(5_000_000), amount: 5_000_000, currency: "USD" }, // not naira
      { b: await booking(5_000_000, "PAID"), amount: 5_000_000, currency: "NGN" }, // already paid
      { b: await booking(null), amount: 5_000_000, currency: "NGN" }, // no price
    ];
    for (const { b, amount, currency } of cases) {
      const reference = await browserPayment({
        amount,
        currency,
        metadata: { bookingId: b.id, name: "Ada", email: `${unique("browser")}@example.com` },
      });
      expect((await chargeSuccess(reference)).outcome).toBe("recorded-foreign");
      expect(await paymentOf(reference)).toMatchObject({
        bookingId: null,
        status: "PAID",
        amountKobo: amount,
        currency,
      });
      expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe(b.status);
    }
    const unknown = await browserPayment({
      amount: 5_000_000,
      metadata: { bookingId: "nosuchbooking", email: `${unique("browser")}@example.com` },
    });
    expect((await chargeSuccess(unknown)).outcome).toBe("recorded-foreign");
    expect((await paymentOf(unknown))?.bookingId).toBeNull();
  });

  it("records nothing when Paystack does not report it paid, the amount is unusable, or it does not know the reference", async () => {
    for (const status of ["failed", "abandoned"] as const) {
      const reference = await browserPayment({
        amount: 400_000,
        status,
        metadata: { email: `${unique("browser")}@example.com` },
      });
      expect((await chargeSuccess(reference, { amount: 400_000 })).outcome).toBe("not-paid");
      expect(await paymentOf(reference)).toBeNull();
    }
    for (const amount of [0, -500]) {
      const reference = await browserPayment({ amount, metadata: { email: `${unique("browser")}@example.com` } });
      expect((await chargeSuccess(reference)).outcome).toBe("invalid-amount");
      expect(await paymentOf(reference)).toBeNull();
    }
    const never = `T${Date.now()}nosuch`;
    await chargeSuccess(never, { amount: 400_000 });
    expect(await paymentOf(never)).toBeNull();
    // Not a reference Paystack makes: nothing is even asked of Paystack.
    const verifies = (await paystack.calls()).verify ?? 0;
    expect((await chargeSuccess("../../etc/passwd")).outcome).toBe("ignored");
    expect((await chargeSuccess("MNB-not-ours")).outcome).toBe("ignored");
    expect((await paystack.calls()).verify ?? 0).toBe(verifies);
  });

  it("refuses unsigned and forged events (401) and records nothing", async () => {
    const reference = await browserPayment({
      amount: 400_000,
      metadata: { email: `${unique("browser")}@example.com` },
    });
    const events = await db.paymentWebhookEvent.count();
    const forged = webhook("charge.success", { reference, amount: 400_000 }, randomBytes(64).toString("hex"));
    expect((await forged.send()).status).toBe(401);
    const unsigned = await new Client().request("POST", "/mnb/api/paystack/webhook", forged.body, {
      "content-type": "application/json",
    });
    expect(unsigned.status).toBe(401);
    const otherKey = await new Client().request("POST", "/mnb/api/paystack/webhook", forged.body, {
      "content-type": "application/json",
      "x-paystack-signature": paystackControls(undefined, "sk_test_other").sign(forged.body),
    });
    expect(otherKey.status).toBe(401);
    await new Promise((r) => setTimeout(r, 300));
    expect(await db.paymentWebhookEvent.count()).toBe(events);
    expect(await paymentOf(reference)).toBeNull();
  });

  it("shows admins the payment, unlinked under Manage Bookings and linked in the booking's payments, and nobody else", async () => {
    const { email, password } = await createAccount("ADMIN");
    const browser = new Client();
    await browser.post("/mnb/api/signIn", { email, password });
    const unlinked = await browserPayment({
      amount: 777_700,
      metadata: {
        name: "Old Client Payer",
        email: `${unique("browser")}@example.com`,
        bookingMessage: "Quote by phone",
      },
    });
    await chargeSuccess(unlinked);
    const page = await browser.get<string>("/admin-dashboard/bookings");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Payments without a booking");
    const row = page.body.slice(page.body.indexOf("Old Client Payer"));
    expect(row).toContain("₦7,777");
    expect(row).toContain("Paid in the browser (Paystack reference)");
    expect(row).toContain(unlinked);
    expect(row).toContain("Quote by phone");
    expect(String((await new Client().get<string>("/admin-dashboard/bookings")).body)).not.toContain(unlinked);
    expect(String((await user.client.get<string>("/admin-dashboard/bookings")).body)).not.toContain(unlinked);

    const b = await booking(1_500_000);
    const linked = await browserPayment({
      amount: 1_500_000,
      metadata: { bookingId: b.id, email: `${unique("browser")}@example.com` },
    });
    await chargeSuccess(linked);
    const list = await admin.client.get<{ id: string; status: string; payments: Record<string, unknown>[] }[]>(
      `/mnb/api/getAllBookings?search=${encodeURIComponent("Mixing")}`,
    );
    expect(list.status).toBe(200);
    const listed = list.body.find((x) => x.id === b.id);
    expect(listed?.status).toBe("PAID");
    expect(listed?.payments).toHaveLength(1);
    expect(Object.keys(listed!.payments[0]).sort()).toEqual([
      "amountKobo",
      "id",
      "paidAt",
      "reference",
      "refundedKobo",
      "status",
    ]);
    expect(listed!.payments[0]).toMatchObject({ reference: linked, status: "PAID", amountKobo: 1_500_000 });
    expect((await user.client.get(`/mnb/api/getAllBookings`)).status).toBe(403);
  });
});

describe("GET /mnb/api/cron/reconcile", () => {
  const reconcile = (authorization?: string) =>
    new Client().request<{ reconciled: { checked: number; confirmed: number; stillOpen: number; failed: number } }>(
      "GET",
      "/mnb/api/cron/reconcile",
      undefined,
      authorization ? { authorization } : {},
    );

  it("is the scheduler's alone", async () => {
    for (const authorization of [undefined, "Bearer wrong-secret", `${env.CRON_SECRET}`]) {
      expect((await reconcile(authorization)).status, String(authorization)).toBe(401);
    }
  });

  it("confirms a payment whose only webhook was lost, once, and leaves unpaid and old ones open", async () => {
    const who = payer();
    const { body: lost } = await start({ ...who, amount: "2500" });
    await paystack.pay(lost.reference);
    await paystack.failVerify(lost.reference, 1);
    const event = webhook("charge.success", {
      reference: lost.reference,
      amount: 250_000,
      currency: "NGN",
      status: "success",
    });
    await event.send();
    await eventually(
      () => db.paymentWebhookEvent.findUnique({ where: { bodyHash: sha(event.body) } }),
      (e) => e?.outcome === "error",
      "the lost event",
    );
    const { body: unpaid } = await start({ ...payer(), amount: "2500" });
    // Paid at Paystack, but started more than a week ago: outside the window.
    const { body: old } = await start({ ...payer(), amount: "2500" });
    await paystack.pay(old.reference);
    await db.payment.update({
      where: { reference: old.reference },
      data: { createdAt: new Date(Date.now() - 8 * 86_400_000), status: "ABANDONED" },
    });

    const first = await reconcile(`Bearer ${env.CRON_SECRET}`);
    expect(first.status).toBe(200);
    expect(first.body.reconciled.confirmed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(lost.reference)).toBe("PAID");
    expect(await statusOf(unpaid.reference)).toBe("PENDING");
    expect(await statusOf(old.reference)).toBe("ABANDONED");
    // Run again (the next hour): nothing more happens to it.
    expect((await reconcile(`Bearer ${env.CRON_SECRET}`)).status).toBe(200);
    expect(await receipts(who.email)).toBe(1);
  });

  it("sends the receipt a confirming server died before storing, once, and never a second one", async () => {
    const who = payer();
    const { body } = await start({ ...who, amount: "3000" });
    await paystack.pay(body.reference);
    expect((await new Client().post(`/mnb/api/payments/${body.reference}/verify`)).status).toBe(200);
    expect(await receipts(who.email)).toBe(1);
    // As the drill found it: PAID, but the server was killed before its receipt was stored.
    await db.emailMessage.deleteMany({ where: { to: who.email, template: "payment-receipt" } });
    const paidLongAgo = new Date(Date.now() - 10 * 60_000);
    await db.$executeRaw`UPDATE "Payment" SET "receiptSentAt" = NULL, "updatedAt" = ${paidLongAgo} WHERE "reference" = ${body.reference}`;
    // A payment confirmed a moment ago is its confirming call's to receipt: the job leaves it.
    const fresh = payer();
    const { body: just } = await start({ ...fresh, amount: "3000" });
    await paystack.pay(just.reference);
    await new Client().post(`/mnb/api/payments/${just.reference}/verify`);
    await db.emailMessage.deleteMany({ where: { to: fresh.email, template: "payment-receipt" } });
    await db.payment.update({ where: { reference: just.reference }, data: { receiptSentAt: null } });

    const run = await new Client().request<{ reconciled: { receipts: number } }>(
      "GET",
      "/mnb/api/cron/reconcile",
      undefined,
      { authorization: `Bearer ${env.CRON_SECRET}` },
    );
    expect(run.body.reconciled.receipts).toBeGreaterThanOrEqual(1);
    expect(await receipts(who.email)).toBe(1);
    expect(await receipts(fresh.email)).toBe(0);
    expect((await db.payment.findUniqueOrThrow({ where: { reference: body.reference } })).receiptSentAt).not.toBeNull();
    await new Client().request("GET", "/mnb/api/cron/reconcile", undefined, {
      authorization: `Bearer ${env.CRON_SECRET}`,
    });
    expect(await receipts(who.email)).toBe(1);
  });
  it("marks a payment paid only with its receipt stored in the same step: a failed receipt write leaves it open", async () => {
    const who = payer();
    const { body } = await start({ ...who, amount: "3000" });
    await paystack.pay(body.reference);
    // The outbox refuses this payer's receipt, as a server dying mid-step would leave it: nothing of the step may stay.
    const fn = `refuse_${randomBytes(4).toString("hex")}`;
    await db.$executeRawUnsafe(`CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."to" = '${who.email}' THEN RAISE EXCEPTION 'outbox refused'; END IF; RETURN NEW; END $$`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER ${fn} BEFORE INSERT ON "EmailMessage" FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
    );
    try {
      const refused = await new Client().post(`/mnb/api/payments/${body.reference}/verify`);
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(await statusOf(body.reference)).toBe("PENDING");
      expect((await db.payment.findUniqueOrThrow({ where: { reference: body.reference } })).receiptSentAt).toBeNull();
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER ${fn} ON "EmailMessage"`);
      await db.$executeRawUnsafe(`DROP FUNCTION ${fn}()`);
    }
    expect((await new Client().post(`/mnb/api/payments/${body.reference}/verify`)).status).toBe(200);
    expect(await statusOf(body.reference)).toBe("PAID");
    expect(await receipts(who.email)).toBe(1);
  });

  it("delivers a receipt stored with its payment whose server died before handing it over, once", async () => {
    const who = payer();
    const { body } = await start({ ...who, amount: "3000" });
    await paystack.pay(body.reference);
    expect((await new Client().post(`/mnb/api/payments/${body.reference}/verify`)).status).toBe(200);
    // As a SIGKILL right after the commit leaves it: stored, never handed to delivery.
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await db.emailMessage.updateMany({
      where: { to: who.email, template: "payment-receipt" },
      data: { status: "QUEUED", attempts: 0, createdAt: longAgo },
    });
    const run = () =>
      new Client().request<{ reconciled: { stranded: number } }>("GET", "/mnb/api/cron/reconcile", undefined, {
        authorization: `Bearer ${env.CRON_SECRET}`,
      });
    const [first, second] = await Promise.all([run(), run()]);
    expect(first.body.reconciled.stranded + second.body.reconciled.stranded).toBeGreaterThanOrEqual(1);
    const receipt = await db.emailMessage.findFirstOrThrow({ where: { to: who.email, template: "payment-receipt" } });
    expect(receipt.status).not.toBe("QUEUED");
    expect(receipt.attempts).toBe(1);
    expect(await receipts(who.email)).toBe(1);
  });
});

describe("refunds", () => {
  async function paidPayment() {
    const b = await booking(1_000_000);
    const { body } = await start({ ...payer(), bookingId: b.id });
    await paystack.pay(body.reference);
    await new Client().post(`/mnb/api/payments/${body.reference}/verify`);
    const payment = await db.payment.findUniqueOrThrow({ where: { reference: body.reference } });
    return { payment, booking: b };
  }
  const refund = (paymentId: string, amount?: string, client = admin.client) =>
    client.post<{ refund: { id: string; amountKobo: number; status: string; providerRefundId: string } }>(
      "/mnb/api/refunds",
      { paymentId, ...(amount ? { amount } : {}) },
    );

  it("applies a partial then the remaining refund when Paystack's events arrive", async () => {
    const { payment, booking: b } = await paidPayment();
    const part = await refund(payment.id, "2500");
    expect(part.status).toBe(201);
    expect(part.body.refund).toMatchObject({ amountKobo: 250_000, status: "PENDING" });
    // Not applied until Paystack says it is processed.
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).refundedKobo).toBe(0);
    await paystack.settleRefund(Number(part.body.refund.providerRefundId), "processed");
    const processed = webhook("refund.processed", {
      id: Number(part.body.refund.providerRefundId),
      transaction_reference: payment.reference,
      amount: 250_000,
      status: "processed",
    });
    await processed.send();
    await eventually(
      () => db.payment.findUniqueOrThrow({ where: { id: payment.id } }),
      (p) => p.status === "PARTIALLY_REFUNDED",
      "partial refund",
    );
    // The same refund's event again (another body) does not count twice.
    await webhook("refund.processed", {
      id: Number(part.body.refund.providerRefundId),
      transaction_reference: payment.reference,
    }).send();
    expect((await refund(payment.id, "8000")).status).toBe(422); // more than the ₦7,500 left

    const rest = await refund(payment.id);
    expect(rest.body.refund.amountKobo).toBe(750_000);
    await paystack.settleRefund(Number(rest.body.refund.providerRefundId), "processed");
    await webhook("refund.processed", {
      id: Number(rest.body.refund.providerRefundId),
      transaction_reference: payment.reference,
    }).send();
    const done = await eventually(
      () => db.payment.findUniqueOrThrow({ where: { id: payment.id } }),
      (p) => p.status === "REFUNDED",
      "full refund",
    );
    expect(done.refundedKobo).toBe(1_000_000);
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).status).toBe("REFUNDED");
  });

  it("reserves a refund under a lock: of two partial refunds at once worth more than the payment, exactly one passes", async () => {
    const { payment } = await paidPayment();
    // Paystack answers slowly, so both requests are in flight together.
    await paystack.delayRefunds(400);
    try {
      const replies = await Promise.all([refund(payment.id, "6000"), refund(payment.id, "6000")]);
      expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(replies.find((r) => r.status === 422)?.body).toMatchObject({
        code: "unprocessable_entity",
        message: REFUND_TOO_LARGE,
      });
    } finally {
      await paystack.delayRefunds(0);
    }
    expect(
      await db.paymentRefund.findMany({ where: { paymentId: payment.id }, select: { amountKobo: true, status: true } }),
    ).toEqual([{ amountKobo: 600_000, status: "PENDING" }]);
    expect((await refund(payment.id, "4000.01")).status).toBe(422);
    expect((await refund(payment.id, "4000")).status).toBe(201);
  });

  it("frees a reserved amount again when Paystack refuses the refund", async () => {
    const { payment } = await paidPayment();
    await paystack.failRefund(payment.reference, 1);
    expect((await refund(payment.id, "6000")).status).toBe(502);
    expect(
      await db.paymentRefund.findMany({ where: { paymentId: payment.id }, select: { amountKobo: true, status: true } }),
    ).toEqual([{ amountKobo: 600_000, status: "FAILED" }]);
    const all = await refund(payment.id);
    expect(all.status).toBe(201);
    expect(all.body.refund).toMatchObject({ amountKobo: 1_000_000, status: "PENDING" });
  });

  it("refunds a payment the old client started in the browser like any other", async () => {
    const reference = `T${Date.now()}refund${randomBytes(3).toString("hex")}`;
    await paystack.browserTransaction({
      reference,
      amount: 600_000,
      currency: "NGN",
      status: "success",
      metadata: { email: `${unique("browser")}@example.com` },
    });
    await webhook("charge.success", { reference }).send();
    const payment = (await eventually(
      () => db.payment.findUnique({ where: { reference } }),
      (p) => !!p,
      "the payment recorded",
    ))!;
    const asked = await refund(payment.id);
    expect(asked.status).toBe(201);
    await paystack.settleRefund(Number(asked.body.refund.providerRefundId), "processed");
    await webhook("refund.processed", {
      id: Number(asked.body.refund.providerRefundId),
      transaction_reference: reference,
    }).send();
    const done = await eventually(
      () => db.payment.findUniqueOrThrow({ where: { id: payment.id } }),
      (p) => p.status === "REFUNDED",
      "the refund applied",
    );
    expect(done.refundedKobo).toBe(600_000);
  });

  it("refuses refunds of unpaid payments, and callers who are not admins", async () => {
    const { body } = await start({ ...payer(), amount: "1000" });
    const unpaid = await db.payment.findUniqueOrThrow({ where: { reference: body.reference } });
    expect((await refund(unpaid.id)).status).toBe(409);
    const { payment } = await paidPayment();
    expect((await refund(payment.id, undefined, new Client())).status).toBe(401);
    expect((await refund(payment.id, undefined, user.client)).status).toBe(403);
    expect(await db.paymentRefund.count({ where: { paymentId: payment.id } })).toBe(0);
  });
});

describe("the payment page", () => {
  const csp = (headers: Headers) => headers.get("content-security-policy") ?? "";

  it("offers the form, and lets only itself talk to Paystack's checkout", async () => {
    const page = await new Client().get<string>("/payment");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Pay Now");
    expect(page.body).toMatch(/<label[^>]*for="payment-amount"/);
    expect(csp(page.headers)).toMatch(/frame-src[^;]*https:\/\/checkout\.paystack\.com/);
    expect(csp(page.headers)).toMatch(/connect-src[^;]*https:\/\/api\.paystack\.co/);
    const home = await new Client().get("/home");
    expect(csp(home.headers)).not.toContain("paystack");
    expect(home.headers.get("permissions-policy")).toContain("payment=()");
  });

  it("shows a booking's service and price with no amount field, and refuses to charge a paid one", async () => {
    const b = await booking(4_200_000);
    const page = await new Client().get<string>(`/payment?booking=${b.id}`);
    expect(page.body).toContain("Mixing &amp; Mastering");
    expect(page.body).toContain("₦42,000");
    expect(page.body).not.toContain('id="payment-amount"');
    await db.booking.update({ where: { id: b.id }, data: { status: "PAID" } });
    expect((await new Client().get<string>(`/payment?booking=${b.id}`)).body).toContain("already been paid");
  });

  it("prefills the booker's name and email for the booking's owner and admins only", async () => {
    const owner = await signedIn("USER");
    const name = unique("Zebedee Booker");
    const b = await booking(1_000_000, "NEW", { userId: owner.user.id, name });
    const page = async (client: Client) => String((await client.get<string>(`/payment?booking=${b.id}`)).body);
    for (const client of [owner.client, admin.client]) {
      const shown = await page(client);
      expect(shown).toContain(b.email);
      expect(shown).toContain(name);
    }
    for (const client of [new Client(), user.client]) {
      const shown = await page(client);
      expect(shown).toContain("₦10,000");
      expect(shown).toContain("Pay Now");
      expect(shown).not.toContain(b.email);
      expect(shown).not.toContain(name);
    }
    // A stranger who pays it is shown neither on the way back from Paystack nor in any answer of the API.
    const stranger = payer();
    const started = await start({ ...stranger, bookingId: b.id });
    const back = await new Client().get<string>(`/payment?reference=${started.body.reference}`);
    const verified = await new Client().post(`/mnb/api/payments/${started.body.reference}/verify`);
    const status = await new Client().get(`/mnb/api/payments/${started.body.reference}`);
    for (const reply of [started, back, verified, status]) {
      expect(JSON.stringify(reply.body)).not.toContain(b.email);
      expect(JSON.stringify(reply.body)).not.toContain(name);
    }
  });

  it("says where a payment stands when the payer comes back from Paystack", async () => {
    const b = await booking(1_000_000);
    const { body } = await start({ ...payer(), bookingId: b.id });
    const pending = await new Client().get<string>(`/payment?reference=${body.reference}`);
    expect(pending.body).toContain("could not confirm this payment yet");
    // The same booking is offered again, not a custom amount.
    expect(pending.body).toContain("₦10,000");
    expect(pending.body).not.toContain('id="payment-amount"');
  });
});

describe("without Paystack keys", () => {
  let server: ChildProcess | undefined;
  let base = "";
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startServer(
      port,
      { ...process.env, NODE_ENV: "production", PAYSTACK_SECRET_KEY: "", SITE_URL: base },
      { quiet: true },
    );
  }, 120_000);
  afterAll(() => stopServer(server));

  it("says payments are not configured yet, and takes none", async () => {
    const page = await fetch(`${base}/payment`);
    expect(await page.text()).toContain("Payments are not configured yet");
    const before = await db.payment.count();
    const reply = await fetch(`${base}/mnb/api/payments`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.18.9.9" },
      body: JSON.stringify({ ...payer(), amount: "5000" }),
    });
    expect(reply.status).toBe(503);
    expect(await reply.json()).toMatchObject({
      code: "service_unavailable",
      message: expect.stringContaining("not configured"),
    });
    expect(await db.payment.count()).toBe(before);
    // An event signed with any key is refused: with no secret nothing can be verified.
    const hook = await fetch(`${base}/mnb/api/paystack/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-paystack-signature": paystack.sign("{}") },
      body: "{}",
    });
    expect(hook.status).toBe(401);
  });
});

const sha = (body: string) => createHash("sha256").update(body).digest("hex");
