// Runs once before the integration files, while the test server's caches are still empty. Artists have no write route
// yet (the admin's artist section comes with the dashboard), so the artist list is cached by whichever file first
// renders /home and is never expired during the run; one artist stored here beforehand means that cached list is
// never empty, whatever order the files run in, and tests of its fields always have a row to check.
import { randomBytes } from "node:crypto";
import pg from "pg";

export default async function setup() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`INSERT INTO "Artist" ("id", "name", "genre", "imageUrl") VALUES ($1, $2, $3, $4)`, [
      `fixture-${randomBytes(6).toString("hex")}`,
      "Fixture Artist",
      "Afrobeats",
      "/files/image/artist.png",
    ]);
  } finally {
    await client.end();
  }
}
