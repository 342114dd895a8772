// Checks an email + password pair. Failures never say which part was wrong, and take the same time either way.
import "server-only";
import { db } from "@/lib/db";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "./password";

export async function verifyLogin(email: string, password: string) {
  const user = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, role: true, passwordHash: true },
  });
  if (!user) {
    await burnPasswordCheck(password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  await upgradePasswordHash(user, password);
  return { id: user.id, email: user.email, role: user.role };
}

/**
 * After `password` has been verified against `account.passwordHash`: an old site's hash (bcrypt) is replaced by an
 * argon2id hash of the same password, so each legacy hash is used only until its owner's next sign-in. Only while the
 * stored hash is still the one verified: a password changed or reset meanwhile is the newer choice and stays.
 */
export async function upgradePasswordHash(
  account: { id: string; passwordHash: string },
  password: string,
): Promise<void> {
  if (!needsRehash(account.passwordHash)) return;
  await db.user.updateMany({
    where: { id: account.id, passwordHash: account.passwordHash },
    data: { passwordHash: await hashPassword(password) },
  });
}
