// npm run vercel-build: what Vercel runs for every deploy (its Next.js builder prefers a "vercel-build" script to
// "build"; leave the project's Build Command at its default). Production deploys apply the committed migrations first,
// once, through a direct connection, and only when every production setting is there (else the build stops with the
// list, before touching the database); previews never migrate unless told their database is their own; then `next build`
// (which stops a production deploy that lacks a setting, next.config.ts). Prerendering then reads migrated tables, and
// a preview whose database is empty or unreachable still builds (lib/db/build-fallback.ts).
import { migrateDeploy } from "./migrator";
import { run } from "../testing/run";
import { missingSettingsList, missingVercelProductionSettings } from "../lib/config/env";

export type MigrationPlan = { migrate: false; why: string } | { migrate: true; url: string; from: string };

/** Direct (unpooled) addresses first, as the Neon and Vercel Postgres integrations name them; a pooler may not run DDL. */
const DIRECT_URLS = ["DATABASE_URL_UNPOOLED", "POSTGRES_URL_NON_POOLING", "DATABASE_URL"] as const;

export function migrationPlan(source: Record<string, string | undefined>): MigrationPlan {
  const target = source.VERCEL_ENV ?? "";
  if (target !== "production" && source.PREVIEW_MIGRATIONS !== "1")
    return {
      migrate: false,
      why: `a ${target || "local"} build does not migrate (production deploys do; PREVIEW_MIGRATIONS=1 when previews have a database of their own)`,
    };
  const from = DIRECT_URLS.find((name) => source[name]?.trim());
  if (!from) throw new Error(`No database to migrate: set ${DIRECT_URLS.join(" or ")}.`);
  return { migrate: true, url: source[from]!.trim(), from };
}

async function main() {
  // A production deploy missing a setting stops here, before migrating anything, with the list next.config.ts gives.
  const missing = process.env.VERCEL_ENV === "production" ? missingVercelProductionSettings() : [];
  if (missing.length) throw new Error(`This production deploy is missing:${missingSettingsList(missing)}`);
  const plan = migrationPlan(process.env);
  if (plan.migrate) {
    const applied = await migrateDeploy(plan.url);
    console.log(`Migrations (${plan.from}): ${applied.length ? applied.join(", ") : "none pending"}.`);
  } else console.log(`Migrations skipped: ${plan.why}.`);
  await run("npx", ["next", "build"]);
}

if (process.argv[1]?.endsWith("vercel-build.ts"))
  main().catch((error: unknown) => {
    console.error(`✘ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
