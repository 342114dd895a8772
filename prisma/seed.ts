// `npm run db:seed`: the admin bootstrap (ADMIN_EMAIL + ADMIN_PASSWORD, see ./seed/admin.ts) and, only with --demo,
// the demo accounts and content. Nothing depends on NODE_ENV: a plain run against any database plants no known
// password and no demo rows. Demo seeding is safe to re-run: rows with a natural key (post and song slugs, service ids,
// offer slugs, user emails) are only created when missing, keyless collections only when empty, and media is
// generated only for rows about to be created, so admin edits and uploads are never overwritten.
// Run with `tsx --conditions=react-server prisma/seed.ts` so `import "server-only"` in lib/db is a no-op.
//   npm run db:seed -- --demo                 demo admin/user and demo content (the e2e, perf and deploy databases)
//   npm run db:seed -- --demo-activity        the same plus a month of clicks, visits, views, paid bookings, a refund
//                                             and a sent promo (./seed/activity.ts; what `npm run dev` does)
//   npm run db:seed -- --promote-existing     let ADMIN_EMAIL promote an existing non-admin account
import { pathToFileURL } from "node:url";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { storeFile } from "@/lib/storage";
import { verifyPassword } from "@/lib/auth/password";
import { bootstrapAdmin, AdminBootstrapRefused, type AdminBootstrap } from "./seed/admin";
import * as content from "./seed/content";
import { DEMO_ADMIN, DEMO_USER, ensureDemoAccount } from "./seed/demo-accounts";
import { seedDemoActivity } from "./seed/activity";
import { renderAvatar, renderBanner, renderLook, renderSongWav } from "./seed/media";

export type SeedOptions = {
  /** Demo accounts (with their published passwords) and demo content. */
  demo?: boolean;
  /**
   * With `demo`: a month of traffic and money in every report (./seed/activity.ts), once per database. Kept apart from
   * `demo` because the e2e, perf and deploy databases are demo-seeded and count rows on those pages.
   */
  activity?: boolean;
  /** The admin to bootstrap (the CLI passes ADMIN_EMAIL/ADMIN_PASSWORD); none when absent. */
  admin?: { email: string; password: string; promoteExisting?: boolean };
  log?: Log;
};
export type SeedResult = { created: boolean; admin?: AdminBootstrap; demoAdmin?: { email: string; password?: string } };
type Log = (line: string) => void;

const seededAt = Date.now();
const daysAgo = (days: number) => new Date(seededAt - days * 86_400_000);
/** Rows created together still get distinct times, so "newest first" lists keep the content's order. */
const minutesAgo = (minutes: number) => new Date(seededAt - minutes * 60_000);

const storeImage = async (bytes: Promise<Uint8Array>) => (await storeFile(await bytes, "image")).url;
const storeAudio = async (bytes: Uint8Array) => (await storeFile(bytes, "audio")).url;

/** Creates each item whose key is not in the database yet; returns how many were created. */
async function ensureEach<T>(
  log: Log,
  label: string,
  items: T[],
  exists: (item: T) => Promise<unknown>,
  create: (item: T) => Promise<unknown>,
) {
  const made = await Promise.all(items.map(async (item) => ((await exists(item)) ? 0 : (await create(item), 1))));
  const count = made.reduce<number>((a, b) => a + b, 0);
  log(`${label}: ${count} created, ${items.length - count} already present`);
  return count;
}

/** Keyless collections are demo-seeded once: only while the table is still empty. */
async function whenEmpty(log: Log, label: string, count: () => Promise<number>, create: () => Promise<number>) {
  if ((await count()) > 0) {
    log(`${label}: table not empty, left as is`);
    return 0;
  }
  const made = await create();
  log(`${label}: ${made} created`);
  return made;
}

async function seedBlogAndMusic(log: Log) {
  const posts = await ensureEach(
    log,
    "Posts",
    content.posts,
    (p) => db.post.findUnique({ where: { slug: content.slugify(p.title) }, select: { id: true } }),
    async (p) => {
      const slug = content.slugify(p.title);
      const imageUrl = await storeImage(renderBanner({ key: `post:${slug}`, title: p.title, kicker: p.categories[0] }));
      const at = daysAgo(p.daysAgo);
      const data = {
        slug,
        title: p.title,
        content: p.paragraphs.join("\n\n"),
        author: p.author,
        categories: p.categories,
        imageUrl,
        createdAt: at,
        publishedAt: at,
      };
      await db.post.upsert({ where: { slug }, update: {}, create: data });
    },
  );

  const songs = await ensureEach(
    log,
    "Songs",
    content.songs,
    (s) => db.song.findUnique({ where: { slug: content.slugify(s.title) }, select: { id: true } }),
    async (s) => {
      const slug = content.slugify(s.title);
      const [audioUrl, coverImageUrl] = await Promise.all([
        storeAudio(renderSongWav(`song:${slug}`, s.genre)),
        s.cover
          ? storeImage(
              renderBanner({
                key: `cover:${slug}`,
                title: s.title,
                kicker: s.genre,
                footer: s.artist.toUpperCase(),
                vinyl: true,
              }),
            )
          : undefined,
      ]);
      const releaseDate = daysAgo(s.daysAgo);
      const comments = (s.comments ?? []).map((c, i) => ({
        username: c.username ?? null,
        text: c.text,
        createdAt: new Date(releaseDate.getTime() + (i + 1) * 3_600_000),
      }));
      await db.song.upsert({
        where: { slug },
        update: {},
        create: {
          slug,
          title: s.title,
          artist: s.artist,
          albumName: s.albumName ?? null,
          genre: s.genre,
          description: s.description,
          audioUrl,
          coverImageUrl: coverImageUrl ?? null,
          releaseDate,
          createdAt: releaseDate,
          comments: { create: comments },
        },
      });
    },
  );

  const artists = await whenEmpty(
    log,
    "Artists",
    () => db.artist.count(),
    async () => {
      const rows = await Promise.all(
        content.artists.map(async (a, i) => ({
          name: a.name,
          genre: a.genre,
          createdAt: minutesAgo(i),
          imageUrl: await storeImage(renderAvatar({ key: `artist:${a.name}`, name: a.name, caption: a.genre })),
        })),
      );
      return (await db.artist.createMany({ data: rows })).count;
    },
  );
  return posts + songs + artists;
}

/** The demo smart links, keyed by their slug (`{title}-{artist}`, the app's rule), with a cover like the song's. */
async function seedSmartLinks(log: Log) {
  return ensureEach(
    log,
    "Smart links",
    content.smartLinks,
    (l) => db.smartLink.findUnique({ where: { slug: content.smartLinkSlug(l) }, select: { id: true } }),
    async (l) => {
      const slug = content.smartLinkSlug(l);
      const coverImageUrl = await storeImage(
        renderBanner({
          key: `smart-link:${slug}`,
          title: l.songTitle,
          kicker: "Out now",
          footer: l.artistName.toUpperCase(),
          vinyl: true,
        }),
      );
      await db.smartLink.upsert({
        where: { slug },
        update: {},
        create: {
          slug,
          songTitle: l.songTitle,
          artistName: l.artistName,
          coverImageUrl,
          approvedAt: new Date(),
          ...l.links,
        },
      });
    },
  );
}

async function seedStyle(log: Log) {
  return whenEmpty(
    log,
    "Spotlights",
    () => db.spotlight.count(),
    async () => {
      const images = await Promise.all(
        content.spotlights.map((s) =>
          storeImage(renderLook({ key: `look:${s.name}`, name: s.name, category: s.category })),
        ),
      );
      let rows = 0;
      for (const [i, s] of content.spotlights.entries()) {
        const createdAt = minutesAgo(60 * 24 * (i + 1));
        await db.spotlight.create({
          data: {
            name: s.name,
            description: s.description,
            imageUrl: images[i],
            category: s.category,
            featured: s.featured,
            createdAt,
            updatedAt: createdAt,
            comments: {
              create: s.comments.map((c, j) => ({
                name: c.name,
                email: content.demoEmail(c.name),
                content: c.content,
                rating: c.rating,
                createdAt: new Date(createdAt.getTime() + (j + 1) * 3_600_000),
                replies: c.reply
                  ? {
                      create: [
                        {
                          name: c.reply.name,
                          email: content.demoEmail(c.reply.name),
                          content: c.reply.content,
                          createdAt: new Date(createdAt.getTime() + (j + 2) * 3_600_000),
                        },
                      ],
                    }
                  : undefined,
              })),
            },
          },
        });
        rows++;
      }
      return rows;
    },
  );
}

async function seedServices(log: Log) {
  const services = await ensureEach(
    log,
    "Services",
    content.services,
    (s) => db.service.findUnique({ where: { id: s.id }, select: { id: true } }),
    async (s) => {
      const imageUrl = await storeImage(
        renderBanner({ key: `service:${s.id}`, title: s.title, kicker: "Our services" }),
      );
      const data = {
        id: s.id,
        title: s.title,
        imageUrl,
        content: s.paragraphs.join("\n\n"),
        categories: s.categories,
        sortOrder: Number(s.id),
      };
      await db.service.upsert({ where: { id: s.id }, update: {}, create: data });
    },
  );

  const offers = await ensureEach(
    log,
    "Service offers",
    content.offers,
    (o) =>
      db.serviceOffer.findFirst({
        where: { OR: [{ slug: content.slugify(o.title) }, { title: o.title }] },
        select: { id: true },
      }),
    async (o) => {
      const slug = content.slugify(o.title);
      const data = {
        slug,
        title: o.title,
        description: o.description,
        sortOrder: content.offers.indexOf(o) + 1,
        // Money is integer kobo everywhere in the app.
        originalPriceKobo: o.originalNaira * 100,
        promoPriceKobo: o.promoNaira * 100,
      };
      await db.serviceOffer.upsert({ where: { slug }, update: {}, create: data });
    },
  );
  return services + offers;
}

async function seedPeople(log: Log) {
  const team = await whenEmpty(
    log,
    "Team members",
    () => db.teamMember.count(),
    async () => {
      const rows = await Promise.all(
        content.team.map(async (m, i) => ({
          name: m.name,
          role: m.role,
          quote: m.quote ?? null,
          createdAt: minutesAgo(content.team.length - i),
          linkedin: `https://www.linkedin.com/in/${m.handle.replace(/_/g, "-")}`,
          twitter: `https://x.com/${m.handle}`,
          instagram: `https://www.instagram.com/${m.handle}`,
          imageUrl: await storeImage(renderAvatar({ key: `team:${m.name}`, name: m.name, caption: m.role })),
        })),
      );
      return (await db.teamMember.createMany({ data: rows })).count;
    },
  );

  const adverts = await whenEmpty(
    log,
    "Adverts",
    () => db.advert.count(),
    async () => {
      const rows = await Promise.all(
        content.adverts.map(async (a, i) => ({
          ...a,
          createdAt: minutesAgo(i),
          imageUrl: await storeImage(
            renderBanner({
              key: `advert:${a.title}`,
              title: a.title,
              kicker: "Sponsored",
              footer: "PARTNER OF MY NATION BLOG",
            }),
          ),
        })),
      );
      return (await db.advert.createMany({ data: rows })).count;
    },
  );

  const reviews = await whenEmpty(
    log,
    "Reviews",
    () => db.review.count(),
    async () => {
      const rows = content.reviews.map((r) => ({
        name: r.name,
        email: content.demoEmail(r.name),
        message: r.message,
        rating: r.rating,
        createdAt: daysAgo(r.daysAgo),
      }));
      return (await db.review.createMany({ data: rows })).count;
    },
  );

  const workers = await whenEmpty(
    log,
    "Workers",
    () => db.worker.count(),
    async () => {
      const photos = await Promise.all(
        content.workers.map((w) =>
          storeImage(renderAvatar({ key: `worker:${w.name}`, name: w.name, caption: w.role })),
        ),
      );
      // One by one so worker numbers follow the content order.
      for (const [i, w] of content.workers.entries())
        await db.worker.create({ data: { name: w.name, role: w.role, photoUrl: photos[i] } });
      return content.workers.length;
    },
  );
  return team + adverts + reviews + workers;
}

async function seedDemo(log: Log, activity: boolean): Promise<Pick<SeedResult, "created" | "demoAdmin">> {
  // Sections run one after another so the log reads in order; work inside a section runs in parallel.
  let inserted = 0;
  inserted += await seedBlogAndMusic(log);
  inserted += await seedSmartLinks(log);
  inserted += await seedStyle(log);
  inserted += await seedServices(log);
  inserted += await seedPeople(log);
  const admin = await ensureDemoAccount(log, DEMO_ADMIN);
  await ensureDemoAccount(log, DEMO_USER);
  if (activity) {
    const added = await seedDemoActivity();
    log(
      added
        ? `A month of activity: ${added.events} smart-link events, ${added.visits} site visits, ${added.bookings} bookings, ${added.payments} payments (${added.refunds} refunded), a promo to ${added.messages} subscribers`
        : "A month of activity: already present, left as is",
    );
    if (added) inserted++;
  }
  // Only hand the demo password back while it still opens an admin account; someone may have changed it since.
  const stillDefault = admin.role === "ADMIN" && (await verifyPassword(admin.passwordHash, DEMO_ADMIN.password));
  return {
    created: inserted > 0,
    demoAdmin:
      admin.role === "ADMIN"
        ? { email: DEMO_ADMIN.email, password: stillDefault ? DEMO_ADMIN.password : undefined }
        : undefined,
  };
}

export async function seed(opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const result: SeedResult = opts.demo ? await seedDemo(log, Boolean(opts.activity)) : { created: false };
  if (opts.admin) result.admin = await bootstrapAdmin(opts.admin);
  return result;
}

/** The admin named by ADMIN_EMAIL/ADMIN_PASSWORD; refuses half a pair rather than silently skipping the bootstrap. */
function adminFromEnv(promoteExisting: boolean): SeedOptions["admin"] {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!email && !password) return undefined;
  if (!email || !password)
    throw new AdminBootstrapRefused("Set both ADMIN_EMAIL and ADMIN_PASSWORD to bootstrap an admin (only one is set).");
  return { email, password, promoteExisting };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !["--demo", "--demo-activity", "--promote-existing"].includes(a));
  try {
    if (unknown.length)
      throw new AdminBootstrapRefused(
        `Unknown option ${unknown.join(" ")}: use --demo (or --demo-activity) and/or --promote-existing.`,
      );
    const admin = adminFromEnv(args.includes("--promote-existing"));
    const activity = args.includes("--demo-activity");
    const demo = activity || args.includes("--demo");
    if (!demo && !admin) {
      console.log(
        "Nothing to seed: set ADMIN_EMAIL and ADMIN_PASSWORD to bootstrap the admin, or pass --demo for demo accounts and content.",
      );
    } else {
      const result = await seed({ demo, activity, admin, log: (line) => console.log(`  ${line}`) });
      if (result.admin) console.log(`  ${result.admin.summary}`);
      console.log(
        `Seed finished in ${((Date.now() - started) / 1000).toFixed(1)}s${demo && !result.created ? " (no new demo content)" : ""}.`,
      );
      if (result.demoAdmin)
        console.log(
          `Demo admin: ${result.demoAdmin.email}${result.demoAdmin.password ? ` / ${result.demoAdmin.password}` : ""}`,
        );
    }
  } catch (error) {
    if (error instanceof AdminBootstrapRefused) console.error(error.message);
    else console.error("Seed failed:", error);
    process.exitCode = 1;
  } finally {
    await db.$disconnect();
  }
}
