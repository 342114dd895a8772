// The fault drill's audit: after the traffic, straight from the database (pg, not the app), every acknowledged write is
// looked for by what identifies it, and must be there exactly once; unacknowledged writes may or may not be there, but
// never half-written (a booking without its file). Payments paid at the Paystack stand-in must end PAID, with their
// booking PAID and exactly one receipt in the outbox, however their webhook fared.
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { acknowledged, type Attempt, type Kind } from "./traffic";

export type AuditRow = {
  kind: string;
  sent: number | null;
  acknowledged: number;
  errors: string;
  found: number | null;
  lost: number;
  duplicated: number;
  note?: string;
};

/** Per key: how many rows hold it. */
type Counter = (keys: string[]) => Promise<Map<string, number>>;

const countBy =
  (client: pg.Client, sql: string): Counter =>
  async (keys) => {
    const { rows } = await client.query<{ key: string; n: string }>(sql, [keys]);
    return new Map(rows.map((r) => [r.key, Number(r.n)]));
  };

function errorsOf(attempts: Attempt[]): string {
  const counts = new Map<string, number>();
  for (const a of attempts)
    if (!acknowledged(a)) counts.set(String(a.outcome), (counts.get(String(a.outcome)) ?? 0) + 1);
  return (
    [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([outcome, n]) => `${outcome} ×${n}`)
      .join(", ") || "–"
  );
}

/** The first few of `keys` with when and by which server each was acknowledged. */
function describe(attempts: Attempt[], keys: string[]): string {
  const byKey = new Map(attempts.map((a) => [a.key, a]));
  const shown = keys.slice(0, 5).map((k) => {
    const a = byKey.get(k);
    return `${k} (answered ${a?.outcome} by server ${a?.server ?? "?"} at ${((a?.at ?? 0) / 1000).toFixed(1)} s)`;
  });
  return shown.join(", ") + (keys.length > 5 ? ` and ${keys.length - 5} more` : "");
}

/** The acknowledged keys of a kind, each looked up once (a key acknowledged twice would be a drill bug). */
async function exactlyOnce(attempts: Attempt[], count: Counter) {
  const keys = attempts.filter(acknowledged).map((a) => a.key!);
  const found = await count(keys);
  const missing = keys.filter((k) => !found.get(k));
  return { keys, found, lost: missing.length, duplicated: keys.filter((k) => (found.get(k) ?? 0) > 1).length, missing };
}

export type AuditInput = {
  databaseUrl: string;
  ledger: Attempt[];
  privateUploadDir: string;
  paidReferences: string[];
  baseline: Baseline;
};
/** Counters read before the traffic: likes kept in columns must move exactly as their reaction rows do. */
export type Baseline = { songLikes: number; songLikeRows: number };

export async function readBaseline(databaseUrl: string): Promise<Baseline> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [row],
    } = await client.query<{ likes: string; rows: string }>(
      `SELECT (SELECT coalesce(sum("likes"), 0) FROM "Song") AS likes, (SELECT count(*) FROM "Reaction" WHERE "target" = 'SONG' AND "type" = 'LIKE') AS rows`,
    );
    return { songLikes: Number(row.likes), songLikeRows: Number(row.rows) };
  } finally {
    await client.end();
  }
}

export async function audit({
  databaseUrl,
  ledger,
  privateUploadDir,
  paidReferences,
  baseline,
}: AuditInput): Promise<{ rows: AuditRow[]; problems: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: string[] = [];
  const of = (kind: Kind) => ledger.filter((a) => a.kind === kind);
  const rows: AuditRow[] = [];
  const row = async (kind: Kind, count: Counter | null, note?: string) => {
    const attempts = of(kind);
    const base = {
      kind,
      sent: attempts.length,
      acknowledged: attempts.filter(acknowledged).length,
      errors: errorsOf(attempts),
    };
    if (!count) return (rows.push({ ...base, found: null, lost: 0, duplicated: 0, note }), undefined);
    const result = await exactlyOnce(attempts, count);
    if (result.lost) problems.push(`${kind}: acknowledged but missing: ${describe(attempts, result.missing)}`);
    if (result.duplicated) problems.push(`${kind}: ${result.duplicated} acknowledged write(s) stored more than once`);
    rows.push({
      ...base,
      found: result.keys.length - result.lost,
      lost: result.lost,
      duplicated: result.duplicated,
      note,
    });
    return result;
  };
  try {
    await row(
      "sign-ups",
      countBy(client, `SELECT "email" AS key, count(*) AS n FROM "User" WHERE "email" = ANY($1) GROUP BY 1`),
    );
    await row(
      "post comments",
      countBy(client, `SELECT "text" AS key, count(*) AS n FROM "PostComment" WHERE "text" = ANY($1) GROUP BY 1`),
    );
    await row(
      "song comments",
      countBy(client, `SELECT "text" AS key, count(*) AS n FROM "SongComment" WHERE "text" = ANY($1) GROUP BY 1`),
    );
    await row(
      "song likes",
      countBy(
        client,
        `SELECT "targetId" || ':' || "visitorId" AS key, count(*) AS n FROM "Reaction" WHERE "target" = 'SONG' AND "targetId" || ':' || "visitorId" = ANY($1) GROUP BY 1`,
      ),
    );
    await row(
      "comment reactions",
      countBy(
        client,
        `SELECT "targetId" || ':' || "visitorId" AS key, count(*) AS n FROM "Reaction" WHERE "target" = 'POST_COMMENT' AND "targetId" || ':' || "visitorId" = ANY($1) GROUP BY 1`,
      ),
    );
    // A stored file counts only when its bytes are on disk too.
    await row("booking files", async (keys) => {
      const { rows: found } = await client.query<{ id: string; url: string }>(
        `SELECT "id", "url" FROM "Upload" WHERE "id" = ANY($1)`,
        [keys],
      );
      return new Map(
        found.map((u) => [u.id, existsSync(path.join(privateUploadDir, u.url.replace(/^private:/, ""))) ? 1 : 0]),
      );
    });
    // A booking counts only with the very file it was sent with.
    const sentFile = new Map(
      of("bookings")
        .filter(acknowledged)
        .map((a) => [a.key!, a.data!.fileId]),
    );
    await row("bookings", async (keys) => {
      const { rows: found } = await client.query<{ id: string; fileId: string | null }>(
        `SELECT b."id", b."fileId" FROM "Booking" b JOIN "Upload" u ON u."id" = b."fileId" WHERE b."id" = ANY($1)`,
        [keys],
      );
      return new Map(found.map((b) => [b.id, b.fileId === sentFile.get(b.id) ? 1 : 0]));
    });
    const {
      rows: [half],
    } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM "Booking" b LEFT JOIN "Upload" u ON u."id" = b."fileId" WHERE b."email" LIKE '%@drill.test' AND u."id" IS NULL`,
    );
    if (Number(half.n)) problems.push(`bookings: ${half.n} stored without their file`);
    await row(
      "payments started",
      countBy(client, `SELECT "reference" AS key, count(*) AS n FROM "Payment" WHERE "reference" = ANY($1) GROUP BY 1`),
    );

    // Every payment paid at Paystack ends PAID with its booking PAID, whatever happened to its webhook.
    const { rows: paid } = await client.query<{
      reference: string;
      status: string;
      booking: string | null;
      receipts: string;
      receiptSentAt: Date | null;
    }>(
      `SELECT p."reference", p."status", b."status" AS booking, p."receiptSentAt",
              (SELECT count(*) FROM "EmailMessage" e WHERE e."template" = 'payment-receipt' AND e."text" LIKE '%' || p."reference" || '%') AS receipts
       FROM "Payment" p LEFT JOIN "Booking" b ON b."id" = p."bookingId" WHERE p."reference" = ANY($1)`,
      [paidReferences],
    );
    const byRef = new Map(paid.map((p) => [p.reference, p]));
    const notPaid = paidReferences.filter((r) => byRef.get(r)?.status !== "PAID" || byRef.get(r)?.booking !== "PAID");
    if (notPaid.length)
      problems.push(
        `payments paid at Paystack but not PAID here (or their booking not PAID): ${notPaid.slice(0, 5).join(", ")}`,
      );
    const webhooks = of("payment webhooks");
    rows.push({
      kind: "payment webhooks",
      sent: webhooks.length,
      acknowledged: webhooks.filter(acknowledged).length,
      errors: errorsOf(webhooks),
      found: paidReferences.length - notPaid.length,
      lost: notPaid.length,
      duplicated: 0,
      note: `${paidReferences.length} paid at Paystack; "in database": PAID with booking PAID`,
    });
    const receipts = paidReferences.map((r) => Number(byRef.get(r)?.receipts ?? 0));
    const missingReceipts = receipts.filter((n) => n === 0).length;
    const extraReceipts = receipts.filter((n) => n > 1).length;
    const withoutReceipt = paidReferences
      .filter((r) => byRef.get(r)?.status === "PAID" && Number(byRef.get(r)?.receipts) === 0)
      .map((r) => {
        const claimed = byRef.get(r)?.receiptSentAt;
        const webhook = webhooks.findLast((a) => a.key === r);
        return `${r} (${claimed ? `receiptSentAt ${claimed.toISOString()} but no EmailMessage` : "receiptSentAt unset"}; webhook answered by server ${webhook?.server ?? "?"} at ${((webhook?.at ?? 0) / 1000).toFixed(1)} s)`;
      });
    if (missingReceipts)
      problems.push(
        `receipts: ${missingReceipts} paid payment(s) without a receipt in the outbox: ${withoutReceipt.slice(0, 5).join(", ")}`,
      );
    if (extraReceipts) problems.push(`receipts: ${extraReceipts} paid payment(s) with more than one receipt`);
    rows.push({
      kind: "payment receipts",
      sent: null,
      acknowledged: paidReferences.length,
      errors: "–",
      found: receipts.filter((n) => n > 0).length,
      lost: missingReceipts,
      duplicated: extraReceipts,
      note: "one per payment paid at Paystack",
    });

    await row(
      "smart-link clicks",
      countBy(
        client,
        `SELECT "referrerDomain" AS key, count(*) AS n FROM "SmartLinkEvent" WHERE "kind" = 'CLICK' AND "referrerDomain" = ANY($1) GROUP BY 1`,
      ),
    );
    await row("page reads", null);

    // Counters beside their rows: a like counted twice (or a row without its count) shows here.
    const {
      rows: [likes],
    } = await client.query<{ likes: string; rows: string }>(
      `SELECT (SELECT coalesce(sum("likes"), 0) FROM "Song") AS likes, (SELECT count(*) FROM "Reaction" WHERE "target" = 'SONG' AND "type" = 'LIKE') AS rows`,
    );
    if (Number(likes.likes) - baseline.songLikes !== Number(likes.rows) - baseline.songLikeRows) {
      problems.push(
        `song likes: the songs' like counters moved by ${Number(likes.likes) - baseline.songLikes}, their reaction rows by ${Number(likes.rows) - baseline.songLikeRows}`,
      );
    }
    const {
      rows: [skew],
    } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM "PostComment" c WHERE c."email" LIKE '%@drill.test'
         AND c."likes" + c."dislikes" <> (SELECT count(*) FROM "Reaction" r WHERE r."target" = 'POST_COMMENT' AND r."targetId" = c."id")`,
    );
    if (Number(skew.n))
      problems.push(
        `comment reactions: ${skew.n} comment(s) whose like/dislike counters differ from their reaction rows`,
      );
  } finally {
    await client.end();
  }
  return { rows, problems };
}

export function markdownTable(rows: AuditRow[]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [
    line([
      "write",
      "sent",
      "acknowledged (2xx/3xx)",
      "errors (status ×n)",
      "acknowledged and in the database",
      "lost",
      "duplicated",
    ]),
    line(["---", "---", "---", "---", "---", "---", "---"]),
    ...rows.map((r) => line([r.kind, r.sent ?? "–", r.acknowledged, r.errors, r.found ?? "–", r.lost, r.duplicated])),
  ].join("\n");
}
