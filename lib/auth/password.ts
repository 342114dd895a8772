// Password hashing: argon2id (OWASP parameters), verified in constant time by the library. Accounts brought over from
// the old site still carry its bcrypt hashes until their owner next signs in with the right password, when the hash is
// replaced (needsRehash); until then bcrypt verifies them.
import { hash, verify } from "@node-rs/argon2";
import { compare } from "bcryptjs";

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

/** The old site's `bcryptjs.hashSync(pw, 10)` wrote `$2a$`/`$2b$`; `$2y$` is the same algorithm from PHP. */
const BCRYPT = /^\$2[aby]\$/;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return BCRYPT.test(passwordHash) ? await compare(password, passwordHash) : await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored hash should be replaced by an argon2id one once its password has been verified. */
export const needsRehash = (passwordHash: string) => !passwordHash.startsWith("$argon2id$");

// Verifying against a fixed hash when the account does not exist keeps login timing the same for both cases.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing");
  await verifyPassword(await dummyHash, password);
}
