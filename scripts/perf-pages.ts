// Pages npm run perf measures that the demo seed has no content for, written straight into its seeded database after
// the site started:
// - the post with players: a Markdown post with a picture in its text and three players (YouTube, Spotify, Boomplay).
//   The platforms are unreachable from here, so the players' cards are written as the save's look-up would have stored
//   them, with demo pictures as their artwork. Measured beside the demo's first post: a facade may cost almost nothing
//   until tapped.
// - a link-in-bio page (its own minimal frame, measured beside the share page): the demo smart links given to the demo
//   admin, whose page it is.
import pg from "pg";

export const PLAYERS_POST_SLUG = "three-songs-to-start-your-weekend";
/** The demo banners' size (prisma/seed/media.ts renderBanner). */
const BANNER = "=1200x675";

export async function seedPlayersPost(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const images = (
      await client.query<{ url: string }>(
        `SELECT "imageUrl" AS url FROM "Post" WHERE "imageUrl" IS NOT NULL AND "slug" <> $1 ORDER BY "publishedAt" DESC LIMIT 4`,
        [PLAYERS_POST_SLUG],
      )
    ).rows.map((r) => r.url);
    const [picture, ...artwork] = images;
    const players = [
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "youtube", "Last Last (Official Music Video)"],
      ["https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC", "spotify", "Essence"],
      ["https://www.boomplay.com/songs/96316291", "boomplay", "Calm Down"],
    ] as const;
    for (const [i, [url, provider, title]] of players.entries())
      await client.query(
        `INSERT INTO "PlayerCard" ("url", "provider", "title", "artworkUrl") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("url") DO UPDATE SET "title" = EXCLUDED."title", "artworkUrl" = EXCLUDED."artworkUrl"`,
        [url, provider, title, artwork[i % artwork.length] ?? null],
      );
    const content = [
      "Three songs for the weekend, from Lagos to London.",
      "## Watch first",
      players[0][0],
      "The video everyone shared this week. **Turn it up.**",
      `![A crowd at a Lagos concert](${picture} ${BANNER})`,
      "## Then stream",
      players[1][0],
      "> A song for slow Sunday mornings.",
      players[2][0],
      "Tell us in the comments what you are playing.",
    ].join("\n\n");
    const text = content
      .replace(/^#+ |\*\*|> |!\[.*\]\(.*\)|https:\/\/\S+/gm, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
    await client.query(
      `INSERT INTO "Post" ("id", "slug", "title", "content", "format", "bodyText", "author", "categories", "publishedAt",
         "updatedAt", "previewKey")
       VALUES (gen_random_uuid()::text, $1, $2, $3, 'MARKDOWN', $4, 'Editor', ARRAY['Music'], now() - interval '1 hour',
         now(), gen_random_uuid()::text)
       ON CONFLICT ("slug") DO NOTHING`,
      [PLAYERS_POST_SLUG, "Three songs to start your weekend", content, text],
    );
    return PLAYERS_POST_SLUG;
  } finally {
    await client.end();
  }
}

export const LINK_PAGE_HANDLE = "mnb-demo-artist";

export async function seedLinkPage(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const owner = (await client.query<{ id: string }>(`SELECT "id" FROM "User" ORDER BY "createdAt" ASC LIMIT 1`))
      .rows[0];
    if (!owner) throw new Error("perf: the demo seed made no account to own a link page");
    await client.query(`UPDATE "SmartLink" SET "createdById" = $1 WHERE "createdById" IS NULL`, [owner.id]);
    await client.query(
      `INSERT INTO "LinkPage" ("id", "userId", "handle", "title", "updatedAt")
       VALUES (gen_random_uuid()::text, $1, $2, 'Demo Artist', now())
       ON CONFLICT ("userId") DO NOTHING`,
      [owner.id, LINK_PAGE_HANDLE],
    );
    return LINK_PAGE_HANDLE;
  } finally {
    await client.end();
  }
}
