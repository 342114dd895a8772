// npm run bench:import [-- --posts 10000 --comments 50000 --subscribers 20000] – how long the move from the old site
// takes, and how much memory it holds, for a dump of the old site's size. Writes a gzipped mongodump of that many
// documents (shaped like the old schemas, files left out: media has its own budget), imports it into its own
// embedded PostgreSQL (.data/pg-bench-import, port 54370, fresh, migrated) and prints the time, the peak resident
// memory and the rows per second. Budget: ≤ 5 minutes and < 1 GB on a 2-core machine (docs/performance.md).
import { cpus, totalmem } from "node:os";
import bcrypt from "bcryptjs";
import { ObjectId } from "bson";
import { writeDump } from "../testing/legacy-dump";
import { startEmbeddedDb } from "./embedded-db";
import { migrateDeploy } from "./migrator";

const arg = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const POSTS = arg("--posts", 10_000);
const COMMENTS = arg("--comments", 50_000);
const SUBSCRIBERS = arg("--subscribers", 20_000);
const DB = { name: "pg-bench-import", port: 54370, database: "mnb_bench_import", fresh: true };
const BUDGET_MS = 5 * 60_000;
const BUDGET_BYTES = 1024 ** 3;

function dump(): string {
  const start = new Date("2023-01-01T00:00:00Z").getTime();
  const at = (i: number) => new Date(start + i * 60_000);
  const hash = bcrypt.hashSync("old-password", 10);
  const accounts = Array.from({ length: 2000 }, (_, i) => ({
    _id: new ObjectId(),
    firstName: "Reader",
    lastName: String(i),
    username: `reader${i}`,
    email: i % 50 === 0 ? `Reader${i}@Example.com ` : `reader${i}@example.com`,
    password: hash,
    age: 20 + (i % 40),
    createdAt: at(i),
    updatedAt: at(i),
  }));
  const posts = Array.from({ length: POSTS }, (_, i) => ({
    _id: new ObjectId(),
    userId: "admin",
    title: `Ìròyìn ${i}: Lagos tonight`,
    content: `Paragraph one of post ${i}.\n\n`.repeat(8),
    category: ["News", "Music", "Style"][i % 3],
    slug: i % 10 === 0 ? `---r-y-n-${i}` : `iroyin-${i}-lagos-tonight`,
    likes: Array.from({ length: i % 5 }, (_, j) => `u${j}`),
    createdAt: at(i),
    updatedAt: at(i),
  }));
  const comments: Record<string, unknown>[] = [];
  for (let i = 0; i < COMMENTS; i++) {
    const _id = new ObjectId();
    comments.push({
      _id,
      username: `Reader ${i % 2000}`,
      text: `Comment ${i} on a post`,
      parentType: "Post",
      parentId: posts[Math.floor(i / 10) % posts.length]._id,
      author: accounts[i % accounts.length]._id,
      likes: i % 7,
      replies: [],
      createdAt: at(i),
    });
    // Every tenth comment answers the one before it.
    if (i % 10 === 9) (comments[i - 1].replies as ObjectId[]).push(_id);
  }
  const subscribers = Array.from({ length: SUBSCRIBERS }, (_, i) => ({
    _id: new ObjectId(),
    email: `fan${i}@example.com`,
    subscribedAt: at(i),
  }));
  return writeDump({ auths: accounts, posts, comments, subscribers }, "bson.gz");
}

async function main() {
  console.log(`Writing a dump: ${POSTS} posts, ${COMMENTS} comments, ${SUBSCRIBERS} subscribers, 2000 accounts…`);
  const source = dump();
  const embedded = await startEmbeddedDb(DB);
  try {
    await migrateDeploy(embedded.url);
    process.env.DATABASE_URL = embedded.url;
    const { db } = await import("@/lib/db");
    const { importLegacy, mediaCopier } = await import("@/lib/legacy-import");
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const started = performance.now();
    const report = await importLegacy(db, {
      source,
      dryRun: false,
      media: mediaCopier({ keepRemote: true, hosts: [] }),
    });
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const rows = Object.values(report.counts).reduce((n, c) => n + c.created + c.merged, 0);
    await db.$disconnect();
    console.log(
      `\nImport benchmark — ${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? "?"}, ${cpus().length} cores, ` +
        `${(totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}\n`,
    );
    console.log("| documents | time | rows/s | peak memory (RSS) | budget |");
    console.log("|---|---|---|---|---|");
    const met = ms <= BUDGET_MS && peak < BUDGET_BYTES;
    console.log(
      `| ${Object.values(report.counts).reduce((n, c) => n + c.read, 0)} (${POSTS} posts, ${COMMENTS} comments, ${SUBSCRIBERS} subscribers, 2000 accounts; ${report.nested} replies nested) | ${(ms / 1000).toFixed(1)} s | ${Math.round(rows / (ms / 1000))} | ${(peak / 1024 ** 2).toFixed(0)} MB | ${met ? "met" : "**missed**"} (≤ 5 min, < 1 GB) |`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    // The embedded database stops with this process, once the site's pool has let go of it.
    void embedded;
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
