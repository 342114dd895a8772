// The old site's payments: imported as history that no count, chart or receipt treats as money, then asked of the
// Paystack stand-in (testing/paystack-stand-in.ts). Only one Paystack confirms in the same amount and currency becomes
// paid, counted once and never mailed; the others stay imported with why, and asking again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { importLegacy, mediaCopier } from "@/lib/legacy-import";
import { bookingsAndRevenue, countRecords } from "@/lib/admin/overview";
import { listImportedPayments, verifyImportedPayments } from "@/lib/payments/imported";
import { listUnbookedPayments } from "@/lib/payments/payments";
import { reconcilePayments } from "@/lib/payments/reconcile";
import { Client } from "@/testing/http";
import { createAccount, unique } from "@/testing/fixtures";
import { oid, writeDump } from "@/testing/legacy-dump";
import { paystackControls } from "@/testing/paystack-stand-in";

const paystack = paystackControls();
const tag = unique("op");
const email = (name: string) => `${name}.${tag}@example.com`;
// The day the "old" payments were paid: far from every other file's payments (admin-overview's are in 2031–2034), so
// that day's revenue is only theirs and they are the newest in the admin lists; removed when the file ends.
const PAID_DAY = "2036-02-11";
const PAID_AT = new Date(`${PAID_DAY}T10:00:00Z`);
const ref = {
  ok: `old-ok-${tag}`,
  later: `old-later-${tag}`,
  differs: `old-diff-${tag}`,
  unknown: `old-gone-${tag}`,
  taken: `old-taken-${tag}`,
};
const ours = Object.values(ref);

const old = (reference: string, amount: number, who: string, more: Record<string, unknown> = {}) => ({
  _id: oid(),
  reference,
  amount,
  currency: "NGN",
  status: "success",
  customerEmail: ` ${email(who).toUpperCase()} `,
  channel: "card",
  paidAt: PAID_AT,
  createdAt: PAID_AT,
  updatedAt: PAID_AT,
  ...more,
});
const source = writeDump(
  {
    payments: [
      old(ref.ok, 750_000, "ok"),
      old(ref.later, 250_000, "later"),
      old(ref.differs, 500_000, "differs"),
      old(ref.unknown, 300_000, "unknown"),
      old(ref.taken, 100_000, "taken"),
      old(`old-fraction-${tag}`, 100.5, "fraction"),
      { ...old("", 1, "noref"), reference: undefined },
    ],
  },
  "bson",
);
const run = () => importLegacy(db, { source, dryRun: false, media: mediaCopier({ keepRemote: true, hosts: [] }) });
const rows = () => db.payment.findMany({ where: { reference: { in: ours } }, orderBy: { reference: "asc" } });
const byRef = async (reference: string) => db.payment.findUniqueOrThrow({ where: { reference } });
const mails = () => db.emailMessage.count({ where: { to: { contains: `.${tag}@` } } });
const revenueOfPaidDay = async () => {
  const chart = await bookingsAndRevenue("day", new Date(`${PAID_DAY}T12:00:00Z`));
  return chart.revenueKobo[chart.starts.indexOf(PAID_DAY)];
};

let receivedBefore: number;

beforeAll(async () => {
  // What Paystack knows: two paid as recorded, one paid for a tenth of what the old site wrote; one it never saw.
  for (const [reference, amount] of [
    [ref.ok, 750_000],
    [ref.later, 250_000],
    [ref.differs, 50_000],
  ] as const)
    await paystack.browserTransaction({ reference, amount, paidAt: PAID_AT.toISOString(), email: email("x") });
  // The same reference recorded on the new site (a webhook of the old client's inline checkout): never overwritten.
  await db.payment.create({
    data: {
      reference: ref.taken,
      amountKobo: 100_000,
      status: "PAID",
      email: email("new"),
      name: "New",
      paidAt: new Date(),
    },
  });
  receivedBefore = (await countRecords()).payments;
});
afterAll(async () => {
  await db.payment.deleteMany({ where: { reference: { in: ours } } });
  await db.$disconnect();
});

describe("the old site's payments", () => {
  it("come across as history: imported, never counted as money", async () => {
    const report = await run();
    expect(report.notRead).toEqual([]);
    expect(report.counts.payments).toMatchObject({ read: 7, created: 4, skipped: 3 });
    const reasons = report.problems.filter((p) => p.collection === "payments").map((p) => `${p.kind}: ${p.reason}`);
    expect(reasons).toContain("skipped: missing reference");
    expect(reasons).toContain("skipped: amount 100.5 is not a whole number of kobo");
    expect(reasons).toContain(
      `conflict: a payment with this reference was made on the new site (${ref.taken}): kept as it is`,
    );

    const ok = await byRef(ref.ok);
    expect(ok).toMatchObject({
      status: "IMPORTED",
      amountKobo: 750_000,
      currency: "NGN",
      email: email("ok"),
      name: `ok.${tag}`,
      paidAt: null,
      bookingId: null,
      checkedAt: null,
      receiptSentAt: null,
    });
    expect(ok.importedAt).not.toBeNull();
    expect(ok.createdAt.toISOString()).toBe(PAID_AT.toISOString());
    expect(ok.providerData).toEqual({
      legacy: { status: "success", channel: "card", amount: 750_000, currency: "NGN", paidAt: PAID_AT.toISOString() },
    });
    expect((await byRef(ref.taken)).email).toBe(email("new"));

    expect((await countRecords()).payments).toBe(receivedBefore);
    expect(await revenueOfPaidDay()).toBe(0);
    expect((await listUnbookedPayments()).map((p) => p.reference)).not.toContain(ref.ok);
  });

  it("importing the same dump again creates no second payment", async () => {
    const again = await run();
    expect(again.counts.payments).toMatchObject({ created: 0, unchanged: 4 });
    expect(await db.payment.count({ where: { reference: { in: ours } } })).toBe(5);
  });

  it("only what Paystack confirms becomes paid, counted once and never mailed; the rest say why", async () => {
    await paystack.failVerify(ref.later, 1);
    const report = await verifyImportedPayments();
    expect(report.failed).toBe(1);
    expect(report.confirmed).toBeGreaterThanOrEqual(1);

    const ok = await byRef(ref.ok);
    expect(ok).toMatchObject({ status: "PAID", checkNote: null });
    expect(ok.paidAt?.toISOString()).toBe(PAID_AT.toISOString());
    expect(ok.receiptSentAt).not.toBeNull();
    expect(await byRef(ref.differs)).toMatchObject({
      status: "IMPORTED",
      paidAt: null,
      checkNote: "Paystack says ₦500, the old site recorded ₦5,000.",
    });
    expect(await byRef(ref.unknown)).toMatchObject({
      status: "IMPORTED",
      paidAt: null,
      checkNote: "Paystack does not know this reference.",
    });
    // Paystack could not be reached: left to be asked again.
    expect(await byRef(ref.later)).toMatchObject({ status: "IMPORTED", checkedAt: null, checkNote: null });

    expect((await countRecords()).payments).toBe(receivedBefore + 1);
    expect(await revenueOfPaidDay()).toBe(750_000);
    expect(await mails()).toBe(0);

    const unbooked = (await listUnbookedPayments()).find((p) => p.reference === ref.ok);
    expect(unbooked).toMatchObject({ imported: true, source: "The old site (confirmed with Paystack)" });
    const imported = await listImportedPayments();
    expect(imported.unconfirmed).toBeGreaterThanOrEqual(2);
    expect(imported.shown.filter((p) => ours.includes(p.reference)).map((p) => [p.reference, p.note])).toEqual(
      expect.arrayContaining([
        [ref.differs, "Paystack says ₦500, the old site recorded ₦5,000."],
        [ref.unknown, "Paystack does not know this reference."],
      ]),
    );
  });

  it("a second run asks only about the one left, a third changes nothing, and the hourly job mails none", async () => {
    const before = await rows();
    const second = await verifyImportedPayments();
    expect(second).toMatchObject({ failed: 0 });
    expect(await byRef(ref.later)).toMatchObject({ status: "PAID", checkNote: null });
    const after = await rows();
    for (const row of after.filter((r) => r.reference !== ref.later))
      expect(row, row.reference).toEqual(before.find((b) => b.id === row.id));

    const calls = (await paystack.calls()).verify ?? 0;
    expect(await verifyImportedPayments()).toEqual({ checked: 0, confirmed: 0, unconfirmed: 0, failed: 0 });
    expect((await paystack.calls()).verify ?? 0).toBe(calls);
    expect(await rows()).toEqual(after);

    await reconcilePayments();
    expect(await mails()).toBe(0);
    expect((await countRecords()).payments).toBe(receivedBefore + 2);
    expect(await revenueOfPaidDay()).toBe(1_000_000);
  });

  it("Manage Bookings labels them and lists the unconfirmed ones with why", async () => {
    const admin = await createAccount("ADMIN");
    const browser = new Client();
    await browser.post("/mnb/api/signIn", { email: admin.email, password: admin.password });
    const page = String((await browser.get<string>("/admin-dashboard/bookings")).body);
    expect(page).toContain("Imported — verified");
    const card = page.slice(page.indexOf('id="old-payments"'));
    expect(page).toContain('id="old-payments"');
    expect(card).toContain("Imported — not verified");
    expect(card).toContain(ref.differs);
    expect(card).toContain("Paystack says ₦500, the old site recorded ₦5,000.");
  });
});
