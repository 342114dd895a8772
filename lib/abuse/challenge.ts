// Proof-of-work challenges (ALTCHA, self-hosted: altcha-lib here, the `altcha` widget in the browser) for the
// per-address limits. Nigerian mobile networks put thousands of subscribers behind one IPv4 address, so a crowd arriving
// from one shared post looks like one very busy visitor. Past an address's soft limit a write is not refused outright:
// the answer is a 429 that carries a challenge, the browser solves it (about a second of work on a phone) and sends the
// request again with the solution in CHALLENGE_HEADER. A script that solves nothing stays stopped at the soft limit;
// one that solves pays for every request, and a higher hard limit still stops it (lib/abuse/rate-limit.ts).
import "server-only";
import { createHmac } from "node:crypto";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { env } from "@/lib/config/env";
const ALGORITHM = "PBKDF2/SHA-256";
/** A challenge is solved in seconds; ten minutes covers a slow phone and a person finishing a form. */
const TTL_MS = 10 * 60 * 1000;

const hmacSecret = () =>
  createHmac("sha256", `challenge:${env.AUTH_SECRET ?? ""}`)
    .update("altcha")
    .digest("hex");

export async function newChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: env.challengeCost,
    deriveKey,
    expiresAt: new Date(Date.now() + TTL_MS),
    hmacSignatureSecret: hmacSecret(),
  });
}

/** What the widget sends: base64 of `{ challenge: { parameters, signature }, solution }`. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        cost: z.number().int(),
        nonce: z.string(),
        salt: z.string(),
        keyLength: z.number().int(),
        keyPrefix: z.string(),
      })
      .passthrough(),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

/**
 * The challenge this request solved, when it carries a valid, unexpired solution of one we issued at today's cost:
 * its signature (the caller marks it used, so one solution buys one request). Null otherwise, never an error.
 */
export async function solvedChallenge(header: string | null): Promise<string | null> {
  if (!header || header.length > 4096) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.challenge.parameters.cost < env.challengeCost) return null;
  const { challenge, solution } = parsed.data;
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: hmacSecret(),
  }).catch(() => null);
  return result?.verified ? challenge.signature : null;
}
