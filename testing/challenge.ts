// Solving the server's proof-of-work challenges in tests as the ALTCHA widget does in a browser (lib/abuse/client-challenge.ts):
// the same library, the same payload (base64 JSON of the challenge and its solution) in the same header.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CHALLENGE_HEADER } from "@/lib/abuse/challenge-header";
import type { Client, Reply } from "./http";

export async function solvedHeader(challenge: unknown): Promise<Record<string, string>> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  const { parameters, signature } = challenge as Challenge;
  return {
    [CHALLENGE_HEADER]: Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
      "base64",
    ),
  };
}

/** Sends a request as our pages do: when the answer is a 429 with a challenge, solves it and sends the request again. */
export async function requestSolving(
  client: Client,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply & { challenged: boolean }> {
  const first = await client.request(method, path, body);
  const challenge = first.status === 429 ? first.body.challenge : undefined;
  if (!challenge) return { ...first, challenged: false };
  return { ...(await client.request(method, path, body, await solvedHeader(challenge))), challenged: true };
}
