// npm run db:migrate            → apply committed migrations (dev, tests and deploys all use this)
// npm run db:migrate:create -- <name> → write a new migration from schema changes, then apply it
// npm run db:migrate -- status  → print the migration history diagnosis
// Uses DATABASE_URL when set, otherwise the embedded development database.
import { startEmbeddedDb, type EmbeddedDb } from "./embedded-db";
import { migrateDeploy, migrateDev, migrateStatus } from "./migrator";
import { DEV_DB } from "./dev-db";

const [command = "deploy", name = ""] = process.argv.slice(2);

async function main() {
  let embedded: EmbeddedDb | undefined;
  const url = process.env.DATABASE_URL ?? (embedded = await startEmbeddedDb(DEV_DB)).url;
  try {
    if (command === "deploy") {
      const applied = await migrateDeploy(url);
      console.log(
        applied.length
          ? `Applied ${applied.length} migration(s):\n- ${applied.join("\n- ")}`
          : "No pending migrations.",
      );
    } else if (command === "dev") {
      if (!/^[a-z0-9_]+$/.test(name))
        throw new Error("Give the migration a snake_case name: npm run db:migrate:create -- add_thing");
      const created = await migrateDev(url, name);
      console.log(
        created
          ? `Created and applied prisma/migrations/${created}`
          : "The schema matches the migrations: nothing to create.",
      );
    } else if (command === "status") {
      console.log(JSON.stringify(await migrateStatus(url), null, 2));
    } else {
      throw new Error(`Unknown command "${command}" (use deploy, dev or status).`);
    }
  } finally {
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
