// A smart link's claim token: the generator hands it to a signed-out creator, and only its hash is stored. Apart from
// ./claims.ts so creating a link (./smart-links.ts) and claiming one (./claims.ts) need not import each other.
import { randomBytes } from "node:crypto";
import { hashToken } from "@/lib/auth/sessions";

/** A fresh claim token and the hash kept of it. */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
