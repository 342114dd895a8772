// npm run import:legacy -- <dump> [--dry-run] [--since <date>] [--admins a@x,b@y] [--keep-remote-media]
//   [--media-base <old server address>] [--site <this site's address>] [--report <file.csv>] [--batch <n>]
//   [--verify-payments]
// Brings the old site's mongodump folder (or mongoexport files) into the database: DATABASE_URL when set, otherwise
// the embedded development database. Run with `tsx --conditions=react-server` (lib/db is server-only).
// --verify-payments then asks Paystack about every imported payment not asked yet (PAYSTACK_SECRET_KEY needed): only
// the ones it confirms count as money (lib/payments/imported.ts).
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import type { ImportProgress } from "@/lib/legacy-import";
import { startEmbeddedDb } from "./embedded-db";
import { DEV_DB } from "./dev-db";

const USAGE = `Usage: npm run import:legacy -- <dump folder or file> [--dry-run] [--since 2026-12-01T00:00:00Z]
  [--admins owner@example.com,editor@example.com] [--keep-remote-media] [--media-base https://old-api.example.com]
  [--site https://mynationblog.com] [--report problems.csv] [--batch 200] [--verify-payments]`;

function progress(): ImportProgress {
  // A bar per collection on a terminal; plain lines in CI and in logs.
  if (!process.stdout.isTTY) {
    return {
      start: (c, bytes) => console.log(`▸ ${c}: reading ${(bytes / 1024).toFixed(0)} kB`),
      update: () => {},
      done: (c, n) =>
        console.log(
          `  ${c}: ${n.read} read, ${n.created} created, ${n.updated} updated, ${n.merged} merged, ${n.skipped} skipped, ${n.unchanged} unchanged`,
        ),
    };
  }
  const bars = new cliProgress.MultiBar(
    {
      format: " {collection} |{bar}| {percentage}% | {read} read, {created} created, {skipped} skipped",
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const open = new Map<string, cliProgress.SingleBar>();
  return {
    start: (c, bytes) =>
      open.set(c, bars.create(Math.max(bytes, 1), 0, { collection: c.padEnd(24), read: 0, created: 0, skipped: 0 })),
    update: (c, bytes, n) => open.get(c)?.update(bytes, { ...n }),
    done: (c, n) => {
      const bar = open.get(c);
      bar?.update(bar.getTotal(), { ...n });
      bar?.stop();
      if (open.size && [...open.keys()].at(-1) === c) bars.stop();
    },
  };
}

/**
 * The running site caches its pages, and this process's writes expire none of them: ask the site (its cron route,
 * with CRON_SECRET) to read the database again, or say how.
 */
async function refreshSite(site: string | undefined) {
  const secret = process.env.CRON_SECRET;
  if (!site || !secret) {
    console.log(
      "A running site keeps its cached pages: pass --site <its address> with CRON_SECRET set, or restart it (redeploy on Vercel).",
    );
    return;
  }
  const reply = await fetch(new URL("/mnb/api/cron/imported", site), {
    headers: { authorization: `Bearer ${secret}` },
  });
  console.log(
    reply.ok
      ? `${site} reads the database again for every page.`
      : `${site} answered ${reply.status}: restart it (or redeploy) so no page predates the import.`,
  );
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "dry-run": { type: "boolean", default: false },
      since: { type: "string" },
      admins: { type: "string", default: "" },
      "keep-remote-media": { type: "boolean", default: false },
      "media-base": { type: "string" },
      site: { type: "string" },
      report: { type: "string", default: "legacy-import-problems.csv" },
      batch: { type: "string", default: "200" },
      "verify-payments": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const since = values.since ? new Date(values.since) : undefined;
  if (since && Number.isNaN(since.getTime())) throw new Error(`--since: "${values.since}" is not a date.`);
  const batchSize = Number(values.batch);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 5000)
    throw new Error("--batch: a whole number from 1 to 5000.");

  // The embedded database stops with this process (scripts/embedded-db.ts), after the site's pool has let go of it.
  if (!process.env.DATABASE_URL) process.env.DATABASE_URL = (await startEmbeddedDb(DEV_DB)).url;
  const { db } = await import("@/lib/db");
  const { importLegacy, legacyMediaHosts, mediaCopier, problemsCsv, summaryText } = await import("@/lib/legacy-import");
  const { env } = await import("@/lib/config/env");
  if (values["media-base"] && !URL.canParse(values["media-base"]))
    throw new Error(`--media-base: "${values["media-base"]}" is not a web address.`);
  try {
    const report = await importLegacy(db, {
      source: positionals[0],
      dryRun: values["dry-run"],
      since,
      admins: values.admins.split(",").filter(Boolean),
      media: mediaCopier({
        keepRemote: values["keep-remote-media"],
        hosts: legacyMediaHosts(),
        allowHttp: env.legacyFileAllowHttp,
        baseUrl: values["media-base"],
      }),
      batchSize,
      progress: progress(),
    });
    console.log(`\n${summaryText(report)}`);
    await writeFile(values.report, problemsCsv(report.problems));
    console.log(`Problems written to ${values.report} (${report.problems.length} row(s)).`);
    if (values["verify-payments"] && !values["dry-run"]) await verifyPayments();
    if (!report.dryRun) await refreshSite(values.site);
  } finally {
    await db.$disconnect();
  }
}

/** Every imported payment Paystack has not answered for, a batch at a time, until none is left or none can be asked. */
async function verifyPayments() {
  const { verifyImportedPayments } = await import("@/lib/payments");
  const total = { confirmed: 0, unconfirmed: 0, unreachable: 0 };
  for (;;) {
    const run = await verifyImportedPayments();
    total.confirmed += run.confirmed;
    total.unconfirmed += run.unconfirmed;
    total.unreachable = run.failed;
    // Each batch answers at least one, or only unreachable ones are left: they stay unchecked for the next run (or
    // the hourly reconciliation) to ask again.
    if (run.checked === 0) break;
  }
  console.log(
    `Old payments asked of Paystack: ${total.confirmed} confirmed (now counted as paid), ${total.unconfirmed} not confirmed (listed on Manage Bookings with why), ${total.unreachable} left to ask again (Paystack could not be reached).`,
  );
  if (total.unreachable) process.exitCode = 1;
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
