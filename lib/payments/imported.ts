// Payments brought from the old site (lib/legacy-import) arrive IMPORTED: history, with no paidAt, so no count,
// chart, attribution roll-up or receipt treats them as money. verifyImportedPayments asks Paystack about each once: a
// confirmed one becomes PAID with Paystack's paidAt and receiptSentAt set in the same step (its payer was answered by
// the old site long ago, and a receipt now would only confuse); one Paystack does not confirm stays IMPORTED with why.
// Run by `npm run import:legacy -- … --verify-payments` and, a batch at a time, by the hourly reconciliation job.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { findTransaction, type Transaction } from "@/lib/payments/paystack";
import { importedVerdict } from "@/lib/payments/imported-rules";

/** Verify calls in flight at once. */
const CONCURRENCY = 4;

/** `failed`: Paystack could not be reached; those stay unchecked and are asked again by the next run. */
export type ImportedVerification = { checked: number; confirmed: number; unconfirmed: number; failed: number };

/**
 * Asks Paystack about up to `limit` imported payments it has not answered for yet, oldest first. Every write is
 * guarded by the row's state, so two runs at once confirm a payment once; a second run finds nothing left to ask.
 */
export async function verifyImportedPayments(limit = 200, now = new Date()): Promise<ImportedVerification> {
  const batch = await db.payment.findMany({
    where: { status: "IMPORTED", checkedAt: null },
    select: { id: true, reference: true, amountKobo: true, currency: true, providerData: true },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  const report: ImportedVerification = { checked: 0, confirmed: 0, unconfirmed: 0, failed: 0 };
  const worker = async () => {
    for (let payment = batch.shift(); payment; payment = batch.shift()) {
      let transaction: Transaction | null;
      try {
        transaction = await findTransaction(payment.reference);
      } catch (error) {
        report.failed++;
        console.error(`imported payment ${payment.reference}: not checked`, (error as Error).message);
        continue;
      }
      report.checked++;
      const verdict = importedVerdict(payment, transaction);
      const providerData = { ...legacyPart(payment.providerData), paystack: transaction } as Prisma.InputJsonValue;
      const { count } = await db.payment.updateMany({
        where: { id: payment.id, status: "IMPORTED", checkedAt: null },
        data: verdict.confirmed
          ? {
              status: "PAID",
              paidAt: paidAtOf(verdict.transaction, payment.providerData),
              receiptSentAt: now,
              checkedAt: now,
              checkNote: null,
              providerData,
            }
          : { checkedAt: now, checkNote: verdict.note, providerData },
      });
      if (count) report[verdict.confirmed ? "confirmed" : "unconfirmed"]++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}

/** What the importer kept of the old document (`{ legacy: … }`), so Paystack's answer is stored beside it. */
const legacyPart = (data: Prisma.JsonValue | null): Record<string, Prisma.JsonValue> =>
  data && typeof data === "object" && !Array.isArray(data) && "legacy" in data ? { legacy: data.legacy ?? null } : {};

/** Paystack's paid_at; else the old site's, else now (an answer without a time still confirms the money). */
function paidAtOf(transaction: Transaction, data: Prisma.JsonValue | null): Date {
  const legacy = legacyPart(data).legacy;
  const old = legacy && typeof legacy === "object" && !Array.isArray(legacy) ? legacy.paidAt : null;
  for (const value of [transaction.paid_at, old])
    if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value);
  return new Date();
}

export type UnconfirmedImportedDto = {
  id: string;
  reference: string;
  amountKobo: number;
  currency: string;
  email: string;
  createdAt: string;
  note: string;
};
export type ImportedPayments = {
  /** Not asked yet (or Paystack could not be reached). */
  waiting: number;
  confirmed: number;
  unconfirmed: number;
  /** The newest of the unconfirmed, with why. */
  shown: UnconfirmedImportedDto[];
};
export const UNCONFIRMED_IMPORTED_SHOWN = 20;

/** Admin: where the old site's payments stand, and the ones Paystack did not confirm. Only what the card shows. */
export async function listImportedPayments(): Promise<ImportedPayments> {
  const [counts, rows] = await Promise.all([
    db.$queryRaw<{ waiting: number; confirmed: number; unconfirmed: number }[]>`
      SELECT count(*) FILTER (WHERE "status" = 'IMPORTED' AND "checkedAt" IS NULL)::int AS "waiting",
             count(*) FILTER (WHERE "status" <> 'IMPORTED')::int AS "confirmed",
             count(*) FILTER (WHERE "status" = 'IMPORTED' AND "checkedAt" IS NOT NULL)::int AS "unconfirmed"
      FROM "Payment" WHERE "importedAt" IS NOT NULL`,
    db.payment.findMany({
      where: { status: "IMPORTED", checkedAt: { not: null } },
      select: {
        id: true,
        reference: true,
        amountKobo: true,
        currency: true,
        email: true,
        createdAt: true,
        checkNote: true,
      },
      orderBy: { createdAt: "desc" },
      take: UNCONFIRMED_IMPORTED_SHOWN,
    }),
  ]);
  return {
    ...counts[0],
    shown: rows.map(({ checkNote, createdAt, ...p }) => ({
      ...p,
      createdAt: createdAt.toISOString(),
      note: checkNote ?? "",
    })),
  };
}
