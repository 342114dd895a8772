// Manage Admins: admins are accounts (User rows with role ADMIN), so a new one signs in like anyone else and its
// password is hashed like every account's. No DTO here carries a hash or a token.
//
// The last admin can never be deleted or demoted, even when two admins remove each other at the same moment: every
// delete and demotion first locks all admin rows (`SELECT … FOR UPDATE`, in one order so two of them cannot
// deadlock) and counts them inside its transaction. The second of two racing transactions waits for the first, then
// re-reads the rows: the admin the first one removed is no longer there, so it sees one admin left and is refused.
// A removed or demoted admin's sessions are deleted in the same transaction, so their cookie and bearer token stop
// working at once (every request reads its session row).
import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { deleteFile } from "@/lib/storage";
import { ADMINS_PAGE_SIZE, type AdminCreateFields, type AdminUpdateFields } from "@/lib/accounts/admin-schema";
import { recordActivity, withPicture, type ActivityEntry, type Actor, type Tx } from "@/lib/activity";
import { EMAIL_TAKEN } from "./email-change";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";

export const ADMIN_NOT_FOUND = "Admin not found";
export const ADMIN_EMAIL_CHANGE =
  "An admin's email is changed by that admin, from their profile, where the new address is confirmed.";
export const LAST_ADMIN = "The last admin cannot be deleted or demoted. Make someone else an admin first.";
/** GET /admins answers one list; like every list it is capped. */
export const MAX_ADMINS = 500;

const adminSelect = {
  id: true,
  name: true,
  email: true,
  imageUrl: true,
  createdAt: true,
  firstName: true,
  lastName: true,
  username: true,
} satisfies Prisma.UserSelect;
type AdminRow = Prisma.UserGetPayload<{ select: typeof adminSelect }>;

export type AdminDto = {
  _id: string;
  id: string;
  name: string;
  email: string;
  imageUrl: string | null;
  createdAt: string;
};
export type AdminPage = PageMeta & { admins: AdminDto[] };

/** Accounts promoted by the seed may have no `name`: they are shown by their personal name, else their email. */
const displayName = (a: Pick<AdminRow, "name" | "firstName" | "lastName" | "username" | "email">) =>
  a.name?.trim() || [a.firstName, a.lastName].filter(Boolean).join(" ").trim() || a.username || a.email;

const toDto = (a: AdminRow): AdminDto => ({
  _id: a.id,
  id: a.id,
  name: displayName(a),
  email: a.email,
  imageUrl: a.imageUrl,
  createdAt: a.createdAt.toISOString(),
});

/** How the activity log names an admin. */
const adminLabel = (a: AdminRow) => `${displayName(a)} <${a.email}>`;

const isAdmin = { role: "ADMIN" } as const;
const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const satisfies Prisma.UserOrderByWithRelationInput[];

/** Every admin (up to MAX_ADMINS), newest first: GET /mnb/api/admins. */
export async function listAdmins(): Promise<AdminDto[]> {
  return (await db.user.findMany({ where: isAdmin, select: adminSelect, orderBy: newestFirst, take: MAX_ADMINS })).map(
    toDto,
  );
}

/** One page of the dashboard's list, searched by name or email. */
export async function listAdminPage({ q, page, size = ADMINS_PAGE_SIZE }: ListQuery): Promise<AdminPage> {
  const where: Prisma.UserWhereInput = q
    ? { ...isAdmin, OR: [{ name: containsText(q) }, { email: containsText(q) }] }
    : isAdmin;
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({ where, select: adminSelect, orderBy: newestFirst, ...pageWindow(page, size) }),
  ]);
  return { admins: rows.map(toDto), ...pageOf(total, page, size) };
}

function emailTaken(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
    throw new AppError("conflict", EMAIL_TAKEN);
  throw error;
}

/**
 * Locks every admin row until the transaction ends and returns their ids. Deletes and demotions call it first, so
 * they run one after another and each counts the admins the ones before it left.
 */
export async function lockAdmins(tx: Tx): Promise<string[]> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "User" WHERE "role" = 'ADMIN' ORDER BY "id" FOR UPDATE`;
  return rows.map((r) => r.id);
}

/** Refuses unless `id` is an admin and another admin stays: the rule of every delete and demotion. */
export async function assertNotLastAdmin(tx: Tx, id: string): Promise<void> {
  const admins = await lockAdmins(tx);
  if (!admins.includes(id)) throw new AppError("not_found", ADMIN_NOT_FOUND);
  if (admins.length < 2) throw new AppError("conflict", LAST_ADMIN);
}

/** Adds an admin account; the picture (optional) is removed again if the row cannot be written. */
export async function createAdmin(
  actor: Actor,
  fields: AdminCreateFields,
  image: FormDataEntryValue | null,
): Promise<AdminDto> {
  // Checked before the (deliberately slow) hash and the file; the unique index still decides a race.
  if (await db.user.findUnique({ where: { email: fields.email }, select: { id: true } }))
    throw new AppError("conflict", EMAIL_TAKEN);
  const passwordHash = await hashPassword(fields.password);
  const admin = await withPicture(
    actor,
    (tx, imageUrl) =>
      tx.user
        .create({
          data: { name: fields.name, email: fields.email, passwordHash, role: "ADMIN", imageUrl: imageUrl ?? null },
          select: adminSelect,
        })
        .catch(emailTaken),
    (a) => ({ action: "CREATE", type: "admin", recordId: a.id, summary: adminLabel(a) }),
    { file: image },
  );
  return toDto(admin);
}

/**
 * Changes the name and, when a new one is sent, the picture (the old file is removed), never the email
 * (ADMIN_EMAIL_CHANGE); with `role: "USER"` demotes the admin to a regular account: refused for the last admin, and
 * their sessions end with it.
 */
export async function updateAdmin(
  actor: Actor,
  id: string,
  fields: AdminUpdateFields,
  image: FormDataEntryValue | null,
): Promise<AdminDto> {
  const existing = await db.user.findFirst({ where: { id, ...isAdmin }, select: { imageUrl: true, email: true } });
  if (!existing) throw new AppError("not_found", ADMIN_NOT_FOUND);
  // An address set here would be the account's from then on: a password reset sent to it would hand the account to
  // whoever reads it. So only the admin changes their own email, from their profile (password, then a link sent to
  // the new address, and the old one told).
  if (fields.email !== existing.email) throw new AppError("forbidden", ADMIN_EMAIL_CHANGE);
  const demote = fields.role === "USER";
  const admin = await withPicture(
    actor,
    async (tx, imageUrl) => {
      if (demote) await assertNotLastAdmin(tx, id);
      // `role: ADMIN` in the filter: an account demoted meanwhile is no longer edited here (P2025 → 404).
      const updated = await tx.user
        .update({
          where: { id, ...isAdmin },
          data: {
            name: fields.name,
            email: fields.email,
            ...(imageUrl ? { imageUrl } : {}),
            ...(demote ? { role: "USER" } : {}),
          },
          select: adminSelect,
        })
        .catch((error: unknown) => {
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")
            throw new AppError("not_found", ADMIN_NOT_FOUND);
          return emailTaken(error);
        });
      if (demote) await tx.authSession.deleteMany({ where: { userId: id } });
      return updated;
    },
    (a): ActivityEntry[] => [
      { action: "UPDATE", type: "admin", recordId: id, summary: adminLabel(a) },
      ...(demote
        ? [
            {
              action: "ROLE_CHANGE" as const,
              type: "admin" as const,
              recordId: id,
              summary: `${adminLabel(a)}: admin → user`,
            },
          ]
        : []),
    ],
    { file: image, files: (a) => [existing.imageUrl, a.imageUrl] },
  );
  return toDto(admin);
}

/**
 * Deletes an admin's account (their sessions go with it, by the foreign key's cascade, in the same statement) and
 * then their picture. An admin may delete themselves unless they are the last one.
 *
 * The log row is written before the delete, inside the same transaction, rather than after it through adminWrite:
 * an admin deleting themselves is the log row's actor, and a row naming a deleted account cannot be inserted. Written
 * first, it keeps the actor's name (`actorLabel`) while its `actorId` is cleared with the account (ON DELETE SET NULL).
 */
export async function deleteAdmin(actor: Actor, id: string): Promise<void> {
  const admin = await db.$transaction(async (tx) => {
    await assertNotLastAdmin(tx, id);
    const row = await tx.user.findUniqueOrThrow({ where: { id }, select: adminSelect });
    await recordActivity(tx, actor, { action: "DELETE", type: "admin", recordId: id, summary: adminLabel(row) });
    await tx.user.delete({ where: { id } });
    return row;
  });
  await deleteFile(admin.imageUrl);
}
