// The only reader of process.env. Every setting the app understands is listed here (and in .env.example).
import { z } from "zod";

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
  CRON_SECRET: optional,
  COUNTRY_HEADER: optional,
  // A share of page views, 0..1; nonsense stops the server at start like any malformed setting.
  // PBKDF2 iterations per try of a proof-of-work challenge (lib/challenge.ts); a phone solves the default in about a second.
  CHALLENGE_COST: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int().min(1).max(1_000_000).optional(),
  ),
  VITALS_SAMPLE_RATE: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().min(0).max(1).optional()),
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
  /** The request header carrying the visitor's country (ISO 3166 alpha-2), set by the host or its CDN. */
  countryHeader: (parsed.COUNTRY_HEADER ?? "x-vercel-ip-country").trim().toLowerCase(),
  /** The share of public page views whose Web Vitals are reported (decided once per view in the browser); default all. */
  vitalsSampleRate: parsed.VITALS_SAMPLE_RATE ?? 1,
  /** How hard the proof-of-work challenge past a per-address soft limit is (lib/challenge.ts). */
  challengeCost: parsed.CHALLENGE_COST ?? 5000,
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
