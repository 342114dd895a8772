// npm run bench:smart-links [-- --events 1000000] [-- --runs 9] – how fast one smart link's statistics read as clicks
// grow. On its own embedded PostgreSQL (.data/pg-bench-smart-links, port 54360, started fresh and stopped after), it
// migrates, creates one link, loads a year of events with generate_series (views, clicks and previews; five platforms,
// ten countries, referrers, devices, channels, some by QR), rebuilds the daily roll-up with rebuildDailyStats(), then
// times smartLinkStats() for 7, 30, 90 and 365 days (median of several runs after a warm-up) against the raw-events
// GROUP BY it replaces. Prints a Markdown table for docs/performance.md.
import { cpus, totalmem } from "node:os";
import { startEmbeddedDb } from "./embedded-db";
import { migrateDeploy } from "./migrator";

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const EVENTS = Math.max(1000, Number(arg("--events") ?? 1_000_000));
const RUNS = Math.max(3, Number(arg("--runs") ?? 9));
const PERIODS = [7, 30, 90, 365] as const;
const DB = { name: "pg-bench-smart-links", port: 54360, database: "mnb_bench_smart_links", fresh: true };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

async function main() {
  const embedded = await startEmbeddedDb(DB);
  try {
    await migrateDeploy(embedded.url);
    // lib/db reads DATABASE_URL when first imported: set it before loading the app's modules.
    process.env.DATABASE_URL = embedded.url;
    const { db } = await import("@/lib/db");
    const { EVENT_DIMENSIONS_SQL, rebuildDailyStats } = await import("@/lib/smart-links/events");
    const { smartLinkStats, periodDays } = await import("@/lib/smart-links/stats");
    const link = await db.smartLink.create({
      data: {
        slug: "bench-song-bench-artist",
        songTitle: "Bench song",
        artistName: "Bench artist",
        coverImageUrl: "/files/image/bench.png",
        spotify: "https://open.spotify.com/track/1",
      },
    });

    // Deterministic mix: 60% views, 30% clicks (spread over five platforms), 10% previews; a minute-by-minute spread
    // over the last 365 days; about two in three events unique.
    const [loadMs] = await timed(() =>
      db.$executeRawUnsafe(
        `
      INSERT INTO "SmartLinkEvent" ("id", "smartLinkId", "kind", "platform", "country", "referrerDomain", "device", "channel", "qr", "unique", "visitorHash", "createdAt")
      SELECT 'bench' || g, $1,
        (CASE WHEN g % 10 < 6 THEN 'VIEW' WHEN g % 10 < 9 THEN 'CLICK' ELSE 'PREVIEW' END)::"SmartLinkEventKind",
        CASE WHEN g % 10 BETWEEN 6 AND 8 THEN ((ARRAY['SPOTIFY','APPLE_MUSIC','BOOMPLAY','AUDIOMACK','YOUTUBE'])[1 + (g / 10) % 5])::"SmartLinkPlatform" END,
        (ARRAY['NG','NG','GH','KE','ZA','US','GB','CA','DE',NULL])[1 + (g * 7) % 10],
        (ARRAY['l.instagram.com','t.co','m.facebook.com','tiktok.com',NULL])[1 + (g * 3) % 5],
        ((ARRAY['MOBILE','MOBILE','MOBILE','DESKTOP','TABLET','OTHER'])[1 + (g * 11) % 6])::"SmartLinkDevice",
        (ARRAY['instagram','twitter','whatsapp',NULL])[1 + (g * 13) % 4],
        g % 17 = 0,
        g % 3 <> 0 AND g % 10 <> 9,
        md5((g % 50000)::text),
        now() - ((g::bigint * 7919) % (365 * 24 * 60)) * interval '1 minute'
      FROM generate_series(1, $2::int) g`,
        link.id,
        EVENTS,
      ),
    );
    const [rebuildMs] = await timed(() => rebuildDailyStats());
    await db.$executeRawUnsafe(`ANALYZE "SmartLinkEvent"`);
    await db.$executeRawUnsafe(`ANALYZE "SmartLinkDailyStat"`);
    const [{ rollups }] = await db.$queryRawUnsafe<{ rollups: number }[]>(
      `SELECT count(*)::int AS rollups FROM "SmartLinkDailyStat"`,
    );
    const [{ version }] = await db.$queryRawUnsafe<{ version: string }[]>(
      `SELECT current_setting('server_version') AS version`,
    );

    // What the roll-up replaces: the same sums straight from the events (dimensions and days in one statement).
    const rawStats = (from: string, to: string) =>
      db.$queryRawUnsafe(
        `
      SELECT e."kind", d.dimension, d.value, NULL::date AS day, count(*)::int AS count, (count(*) FILTER (WHERE e."unique"))::int AS uniques
      FROM "SmartLinkEvent" e
      ${EVENT_DIMENSIONS_SQL}
      WHERE e."smartLinkId" = $1 AND e."createdAt" >= $2::date AND e."createdAt" < $3::date + 1 AND d.value IS NOT NULL
      GROUP BY 1, 2, 3
      UNION ALL
      SELECT e."kind", 'day', '', e."createdAt"::date, count(*)::int, (count(*) FILTER (WHERE e."unique"))::int
      FROM "SmartLinkEvent" e
      WHERE e."smartLinkId" = $1 AND e."createdAt" >= $2::date AND e."createdAt" < $3::date + 1 AND e."kind" <> 'PREVIEW'
      GROUP BY 1, 4`,
        link.id,
        from,
        to,
      );

    const rows = [];
    for (const days of PERIODS) {
      const { from, to } = periodDays(days);
      const measure = async (work: () => Promise<unknown>) => {
        await work(); // warm-up: plans and pages cached, as on a busy server
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push((await timed(work))[0]);
        return median(times);
      };
      const rolled = await measure(() => smartLinkStats(link.id, days));
      const raw = await measure(() => rawStats(from, to));
      const stats = await smartLinkStats(link.id, days);
      rows.push({ days, events: stats.totals.views + stats.totals.clicks + stats.totals.previews, rolled, raw });
    }

    const cpu = cpus();
    console.log(
      `\nSmart-link statistics: ${EVENTS.toLocaleString("en")} events over 365 days (loaded in ${(loadMs / 1000).toFixed(1)} s), ` +
        `${rollups.toLocaleString("en")} roll-up rows (rebuilt in ${(rebuildMs / 1000).toFixed(1)} s); median of ${RUNS} runs after a warm-up.`,
    );
    console.log(
      `${cpu[0]?.model.trim()}, ${cpu.length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL ${version}; ${new Date().toISOString().slice(0, 10)}\n`,
    );
    console.log(
      "| period | events in period | statistics from the roll-up | same sums from the raw events | ratio |\n|---|---|---|---|---|",
    );
    for (const r of rows)
      console.log(
        `| ${r.days} days | ${r.events.toLocaleString("en")} | ${ms(r.rolled)} | ${ms(r.raw)} | ${Math.round(r.raw / r.rolled)}× |`,
      );
    await db.$disconnect();
  } finally {
    await embedded.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
