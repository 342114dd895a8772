// The admin bootstrap behind `npm run db:seed` with ADMIN_EMAIL + ADMIN_PASSWORD. It is how a deploy gets its first
// admin and how an operator takes the admin account back: the password always becomes ADMIN_PASSWORD and every
// session and pending reset link of the account ends. An existing non-admin account is never promoted unless asked
// (--promote-existing): whoever registered that email first would otherwise become admin.
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { password as passwordRule } from "@/lib/accounts/schema";

export class AdminBootstrapRefused extends Error {}

export type AdminBootstrap = {
  email: string;
  action: "created" | "password-reset" | "promoted";
  sessionsEnded: number;
  summary: string;
};

export async function bootstrapAdmin(opts: {
  email: string;
  password: string;
  promoteExisting?: boolean;
}): Promise<AdminBootstrap> {
  const email = opts.email.trim().toLowerCase();
  const checked = passwordRule.safeParse(opts.password);
  if (!checked.success)
    throw new AdminBootstrapRefused(`ADMIN_PASSWORD is not accepted: ${checked.error.issues[0].message}`);
  const passwordHash = await hashPassword(opts.password);

  const existing = await db.user.findUnique({ where: { email }, select: { id: true, role: true } });
  if (!existing) {
    await db.user.create({ data: { email, role: "ADMIN", name: "Admin", passwordHash, emailVerifiedAt: new Date() } });
    return {
      email,
      action: "created",
      sessionsEnded: 0,
      summary: `Admin ${email} created with the password from ADMIN_PASSWORD.`,
    };
  }
  if (existing.role !== "ADMIN" && !opts.promoteExisting) {
    throw new AdminBootstrapRefused(
      `${email} already belongs to a non-admin account, so it was left untouched; re-run with --promote-existing to make it the admin (its password and sessions are replaced).`,
    );
  }
  // One transaction: the account never holds the new role with its old password or old sessions.
  const [, sessions] = await db.$transaction([
    db.user.update({ where: { id: existing.id }, data: { role: "ADMIN", passwordHash } }),
    db.authSession.deleteMany({ where: { userId: existing.id } }),
    db.passwordResetToken.deleteMany({ where: { userId: existing.id } }),
  ]);
  const action = existing.role === "ADMIN" ? "password-reset" : "promoted";
  const what = action === "promoted" ? `${email} promoted to admin` : `Admin ${email} already existed`;
  return {
    email,
    action,
    sessionsEnded: sessions.count,
    summary: `${what}: password set from ADMIN_PASSWORD, ${sessions.count} session(s) ended.`,
  };
}
