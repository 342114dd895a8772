// The e2e database, read and written straight from a journey where the screen under test needs a row the site gives
// no other way to reach (a payment's status, an emailed token, a row to start from). One connection per call.
import pg from "pg";

export async function sql<T extends object>(query: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T & pg.QueryResultRow>(query, values)).rows;
  } finally {
    await client.end();
  }
}
