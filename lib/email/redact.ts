// What the outbox keeps of a message that carries single-use links: the same body with each token replaced, so
// nobody who can read the outbox (or the table) can use a reset or confirmation link.
export const REDACTED = "[redacted]";

export function redact(body: string, tokens: readonly string[]): string {
  return tokens.reduce((out, token) => {
    // A short "token" would blank out ordinary words; every real one is 32 random bytes.
    if (token.length < 16) throw new Error("Only long random tokens can be redacted.");
    return out.replaceAll(token, REDACTED);
  }, body);
}
