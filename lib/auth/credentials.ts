// Checks an email + password pair. Failures never say which part was wrong, and take the same time either way.
import "server-only";
import { db } from "@/lib/db";
import { burnPasswordCheck, verifyPassword } from "./password";

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
  return { id: user.id, email: user.email, role: user.role };
}
