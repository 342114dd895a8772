// The song-link resolver's API, the one call we make: GET {SONGLINK_BASE_URL}/v1-alpha.1/links?url=…&userCountry=NG
// (Odesli/song.link's public API by default; any compatible service, or the tests' stand-in,
// testing/songlink-stand-in.ts). It answers within RESOLVE_TIMEOUT_MS or not at all: an editor waits at the form.
// No cache or limits here: lib/smart-links/resolve.ts decides when the resolver is asked.
import "server-only";
import { env } from "@/lib/config/env";
import type { ResolverAnswer } from "@/lib/smart-links/song-link";

/** How long the editor's Fill waits for the resolver (a slow one leaves the form as it was). */
export const RESOLVE_TIMEOUT_MS = 3_000;
/** Bigger answers are no song's: the body is read only up to this. */
const MAX_ANSWER_BYTES = 512 * 1024;

export type ResolverResult =
  | { kind: "found"; answer: ResolverAnswer }
  /** The resolver knows no song at this address (its 400 or 404). */
  | { kind: "unknown" }
  /** It refused us for its own rate limit (429). */
  | { kind: "busy" }
  /** Down, slow (past the timeout), or answering nonsense. */
  | { kind: "unavailable" };

/** The resolver's address for one lookup (the key, when set, goes in the query as Odesli's API asks). */
export function resolverUrl(streamingUrl: string): string {
  const url = new URL(`${env.songLinkBaseUrl}/v1-alpha.1/links`);
  url.searchParams.set("url", streamingUrl);
  url.searchParams.set("userCountry", "NG");
  if (env.SONGLINK_API_KEY) url.searchParams.set("key", env.SONGLINK_API_KEY);
  return url.toString();
}

/** Asks the resolver about one (normalised) streaming address. Never throws: every failure is a result. */
export async function resolveSongLink(streamingUrl: string): Promise<ResolverResult> {
  try {
    const response = await fetch(resolverUrl(streamingUrl), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS),
      cache: "no-store",
      redirect: "error",
    });
    if (response.status === 400 || response.status === 404) {
      await response.body?.cancel();
      return { kind: "unknown" };
    }
    if (response.status === 429) {
      await response.body?.cancel();
      return { kind: "busy" };
    }
    if (!response.ok || Number(response.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) {
      await response.body?.cancel();
      console.warn(`song-link resolver answered ${response.status}`);
      return { kind: "unavailable" };
    }
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) return { kind: "unavailable" };
    const answer = JSON.parse(text) as unknown;
    return answer && typeof answer === "object" ? { kind: "found", answer } : { kind: "unavailable" };
  } catch (error) {
    // Unreachable, refused, past the deadline or not JSON: the editor hears one thing.
    console.warn("song-link resolver failed:", error instanceof Error ? error.name : error);
    return { kind: "unavailable" };
  }
}
