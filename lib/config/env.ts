// The only reader of process.env. Every setting the app understands is listed here (and in .env.example).
import { z } from "zod";
import { trustedCountryHeader } from "./country-header";

const optional = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  DATABASE_URL: optional,
  AUTH_SECRET: optional,
  SITE_URL: optional,
  BLOB_READ_WRITE_TOKEN: optional,
  UPLOAD_DIR: optional,
  PRIVATE_UPLOAD_DIR: optional,
  RESEND_API_KEY: optional,
  EMAIL_FROM: optional,
  PAYSTACK_SECRET_KEY: optional,
  NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY: optional,
  PAYSTACK_BASE_URL: optional,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  TRUSTED_PROXY: optional,
  VERCEL: optional,
  VERCEL_ENV: optional,
  /** A direct (unpooled) address for migrations, as Neon's Vercel integration names it; else DATABASE_URL. */
  DATABASE_URL_UNPOOLED: optional,
  /** "1": no Resend key on purpose, every e-mail stays in the admin's outbox (the deploy check accepts that). */
  EMAIL_OUTBOX_ONLY: optional,
  CRON_SECRET: optional,
  COUNTRY_HEADER: optional,
  // A share of page views, 0..1; nonsense stops the server at start like any malformed setting.
  // PBKDF2 iterations per try of a proof-of-work challenge (lib/abuse/challenge.ts); a phone solves the default in about a second.
  CHALLENGE_COST: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000).optional(),
  ),
  // PostgreSQL connections each server process keeps at most (lib/db/index.ts: 3 on Vercel, 10 elsewhere).
  DATABASE_POOL_SIZE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(100).optional(),
  ),
  // Seconds between looks for due work after API requests (lib/jobs/due-work.ts); 0 turns them off. Default 60.
  DUE_WORK_INTERVAL_SECONDS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(0).max(86_400).optional(),
  ),
  VITALS_SAMPLE_RATE: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0).max(1).optional()),
  // Site searches (GET /search, GET /mnb/api/search) one address may make a minute. Default 60.
  SEARCH_PER_MINUTE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000).optional(),
  ),
  // Hosts (comma-separated) whose files the old booking form's `fileUrl` may name: fetched once and stored privately.
  LEGACY_FILE_HOSTS: optional,
  // "1": those files may also come over plain http. Tests only (their stand-in host has no certificate); never a deploy.
  LEGACY_FILE_ALLOW_HTTP: optional,
  // Tests only: where a post's player look-ups go instead of the platforms (their stand-in, over plain http).
  PLAYER_LOOKUP_URL: optional,
  // The song-link resolver that fills a smart link from one streaming address (docs/features/smart-links.md): an
  // Odesli/song.link compatible API (default https://api.song.link; tests point it at a local stand-in) and its
  // optional key.
  SONGLINK_BASE_URL: optional,
  SONGLINK_API_KEY: optional,
  // Calls to the resolver per minute for the whole site (default 9: Odesli allows about 10 a minute without a key).
  SONGLINK_PER_MINUTE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(100_000).optional(),
  ),
});

const parsed = schema.parse(process.env);

export const env = {
  ...parsed,
  /** Absolute site address used in emails, share tags and smart links. */
  siteUrl: (parsed.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
  uploadDir: parsed.UPLOAD_DIR ?? ".data/uploads",
  /** Private files (booking attachments) on local disk: beside, never inside, the publicly served upload folder. */
  privateUploadDir:
    parsed.PRIVATE_UPLOAD_DIR ?? `${(parsed.UPLOAD_DIR ?? ".data/uploads").replace(/\/+$/, "")}-private`,
  isProduction: parsed.NODE_ENV === "production",
  /** On Vercel the client address comes from the platform's own header. */
  onVercel: Boolean(parsed.VERCEL),
  /** How many proxies of our own sit in front of the app (each appends one X-Forwarded-For entry); 0 = none. */
  trustedProxies: Math.max(0, Number.parseInt(parsed.TRUSTED_PROXY ?? "0", 10) || 0),
  /**
   * The request header carrying the visitor's country (ISO 3166 alpha-2), or null: believed only where the platform
   * sets it (Vercel) or a proxy of the operator's own replaces the client's copy (TRUSTED_PROXY plus COUNTRY_HEADER).
   */
  countryHeader: trustedCountryHeader(parsed),
  /** The share of public page views whose Web Vitals are reported (decided once per view in the browser); default all. */
  vitalsSampleRate: parsed.VITALS_SAMPLE_RATE ?? 1,
  /** How hard the proof-of-work challenge past a per-address soft limit is (lib/abuse/challenge.ts). */
  challengeCost: parsed.CHALLENGE_COST ?? 5000,
  /** Site searches one address may make a minute (lib/abuse/rate-limit.ts throttleSearch). */
  searchPerMinute: parsed.SEARCH_PER_MINUTE ?? 60,
  /** How often a server process looks for due work after an API request (lib/jobs/due-work.ts); 0 = never. */
  dueWorkIntervalMs: (parsed.DUE_WORK_INTERVAL_SECONDS ?? 60) * 1000,
  /** Where the old booking form's `fileUrl` may point (lib/storage/remote.ts); none by default. */
  legacyFileHosts: (parsed.LEGACY_FILE_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean),
  legacyFileAllowHttp: parsed.LEGACY_FILE_ALLOW_HTTP === "1",
  /** Tests' stand-in for the platforms a post's players are looked up on (lib/posts/player-cards.ts); null = the platforms. */
  playerLookupUrl: parsed.PLAYER_LOOKUP_URL?.replace(/\/+$/, "") ?? null,
  /** The song-link resolver's address, without a trailing slash (lib/smart-links/song-link-resolver.ts). */
  songLinkBaseUrl: (parsed.SONGLINK_BASE_URL ?? "https://api.song.link").replace(/\/+$/, ""),
  /** The site-wide cap on resolver calls per minute, so the public generator cannot use up the resolver's quota. */
  songLinkPerMinute: parsed.SONGLINK_PER_MINUTE ?? 9,
  /** True inside the Next.js server (not in scripts or unit tests), where its data cache exists. */
  inNextServer: Boolean(process.env.NEXT_RUNTIME),
};

export function requireDatabaseUrl(): string {
  if (!env.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is not set. Run the site with `npm run dev` (embedded PostgreSQL) or set DATABASE_URL.",
    );
  }
  return env.DATABASE_URL;
}

/** Settings a production server cannot run without (dev and tests fill them in themselves). */
export const PRODUCTION_REQUIRED = ["DATABASE_URL", "AUTH_SECRET", "SITE_URL"] as const;

/**
 * Called when the server starts (instrumentation.ts): a production server with a required setting missing stops at
 * once with one clear message, instead of failing on the first request that needs it. Skipped while `next build`
 * runs (it also loads the server code and may not need every setting).
 */
export function assertProductionEnv(source: Record<string, string | undefined> = process.env): void {
  const settings = schema.parse(source);
  if (settings.NODE_ENV !== "production" || source.NEXT_PHASE === "phase-production-build") return;
  const missing = PRODUCTION_REQUIRED.filter((name) => !settings[name]?.trim());
  if (missing.length) {
    throw new Error(
      `My Nation Blog cannot start in production: ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not set. ` +
        "Set it in the server's environment (see .env.example).",
    );
  }
}

/**
 * What a production deploy on Vercel needs besides the server's own three: storage that outlives a function (the
 * function's disk is read-only and temporary), payments, the scheduled jobs' secret, and a way for e-mail to leave
 * (Resend, or EMAIL_OUTBOX_ONLY=1 to keep every message in the admin's outbox on purpose).
 */
export const VERCEL_PRODUCTION_REQUIRED = [
  ...PRODUCTION_REQUIRED,
  "BLOB_READ_WRITE_TOKEN",
  "PAYSTACK_SECRET_KEY",
  "NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY",
  "CRON_SECRET",
] as const;

/**
 * The settings a Vercel production build is missing, by name, with the e-mail alternative spelled out (empty when
 * nothing is). next.config.ts stops such a build with this list, so a deploy never shows "Ready" and then answers 500.
 */
/** How a build names what a deploy is missing (next.config.ts and scripts/vercel-build.ts say it the same way). */
export const missingSettingsList = (missing: string[]) =>
  `\n  - ${missing.join("\n  - ")}\n(Project → Settings → Environment Variables; README "Deploy to Vercel")`;

export function missingVercelProductionSettings(source: Record<string, string | undefined> = process.env): string[] {
  const set = (name: string) => Boolean(source[name]?.trim());
  const missing: string[] = VERCEL_PRODUCTION_REQUIRED.filter((name) => !set(name));
  if (!set("RESEND_API_KEY") && source.EMAIL_OUTBOX_ONLY?.trim() !== "1")
    missing.push("RESEND_API_KEY (or EMAIL_OUTBOX_ONLY=1)");
  if (set("CACHE_STORE"))
    missing.push("CACHE_STORE unset (it is for self-hosted servers; Vercel shares its own cache)");
  return missing;
}
