import { expect } from "@playwright/test";
import pg from "pg";

/**
 * The link paths of the newest email to `to` with this subject, as its recipient gets them. The admin outbox shows
 * single-use links as [redacted], so tests read the body still waiting for delivery from the e2e database (the
 * server has no email provider there, so messages stay unsent) — the same place a developer's console log comes from.
 */
export async function emailedLinks(to: string, subject: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    let text = "";
    await expect
      .poll(async () => {
        const { rows } = await client.query<{ text: string }>(
          `SELECT coalesce("secretText", "text") AS text FROM "EmailMessage" WHERE "to" = $1 AND "subject" = $2 ORDER BY "createdAt" DESC LIMIT 1`,
          [to, subject],
        );
        text = rows[0]?.text ?? "";
        return text;
      })
      .not.toBe("");
    return (text.match(/https?:\/\/[^\s)\]]+/g) ?? []).map((href) => new URL(href).pathname);
  } finally {
    await client.end();
  }
}
