// Runs once before the integration files, while the test server's caches are still empty. Many files store artists
// and adverts straight in the database, which expires no cache, so the lists are cached by whichever file first renders
// /home or /advertise and stay so until a file writes through the API; one of each stored here beforehand means those
// cached lists are never empty, whatever order the files run in, and tests of their fields always have a row to check.
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
    await client.query(`INSERT INTO "Advert" ("id", "title", "description", "link") VALUES ($1, $2, $3, $4)`, [
      `fixture-${randomBytes(6).toString("hex")}`,
      "Fixture Advert",
      "A partner",
      "https://example.com",
    ]);
  } finally {
    await client.end();
  }
}
