// The demo accounts of `npm run db:seed -- --demo`: their passwords are published (README, dev output), so they exist
// only where demo content was asked for.
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";

export const DEMO_ADMIN = {
  email: "admin@mynationblog.local",
  password: "mnb-demo-admin",
  role: "ADMIN",
  name: "Demo Admin",
} as const;
export const DEMO_USER = {
  email: "user@mynationblog.local",
  password: "mnb-demo-user",
  role: "USER",
  username: "demouser",
  firstName: "Ada",
  lastName: "Okafor",
  age: 27,
} as const;

/** Demo accounts are created when missing and otherwise left exactly as they are (never promoted, never reset). */
export async function ensureDemoAccount(log: (line: string) => void, account: typeof DEMO_ADMIN | typeof DEMO_USER) {
  const { email, password, role, ...profile } = account;
  const existing = await db.user.findUnique({ where: { email }, select: { passwordHash: true, role: true } });
  if (existing) {
    if (existing.role !== role) log(`Demo account ${email} exists as ${existing.role}; left unchanged`);
    return existing;
  }
  const username =
    "username" in profile &&
    !(await db.user.findUnique({ where: { username: profile.username }, select: { id: true } }))
      ? profile.username
      : undefined;
  const user = await db.user.create({
    data: {
      ...profile,
      email,
      role,
      username,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    },
    select: { passwordHash: true, role: true },
  });
  log(`Demo ${role === "ADMIN" ? "admin" : "user"} ${email} created`);
  return user;
}
