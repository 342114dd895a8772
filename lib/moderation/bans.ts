// Commenter bans (docs/features/moderation.md). A ban names every identity the banned comment carried: the account it
// was written from, the hash of its normalised email, the visitor cookie and the hash of the address (IPv6 by its /64).
// Every write a visitor can make asks `assertNotBanned` first, which looks at all of them at once: the account, email
// or cookie of a ban in force refuses the write (403); the address alone, only for a few hours, holds a comment for
// review instead (one carrier address may be thousands of people) and refuses the writes that cannot wait in a queue
// unless the writer is signed in to an account of their own.
import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import { clientIp } from "@/lib/abuse/rate-limit";
import { normaliseEmail } from "@/lib/core/email-identity";
import type { Prisma } from "@/lib/generated/prisma/client";
import { type commenterBanSchema } from "@/lib/moderation/schema";
import { MODERATION_TEXT } from "@/lib/moderation/copy";
import type { z } from "zod";
import { actorLabel, adminWrite, type Actor, type Tx } from "@/lib/activity";
import { knownVisitorId } from "@/lib/http/visitor";

/** How long a ban keeps naming an address: a shared or dynamic address is someone else's soon. */
export const ADDRESS_BAN_HOURS = 24;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Bans name an email by the hash of its normalised form, so the ban list keeps no addresses. */
export const emailHash = (email: string) => sha256(normaliseEmail(email));
/** What bans stored before emails were normalised (case and spaces only); honoured until those bans end. */
const typedEmailHash = (email: string) => sha256(email.trim().toLowerCase());
/** An address as bans and comments keep it: hashed, and only as the key the rate limits count (IPv6 by its /64). */
const addressHash = (key: string) => sha256(`address:${key}`);

/** Who is writing, as far as the write itself says: the email they typed and the visitor id the route read. */
export type Writer = { email?: string | null; visitorId?: string | null };
/** What a comment stores so that a later ban can name its author (lib/moderation/moderation.ts banCommenter). */
export type WriterIdentity = { userId: string | null; addressHash: string | null };

const inForce = (now: Date): Prisma.CommenterBanWhereInput => ({ OR: [{ endsAt: null }, { endsAt: { gt: now } }] });

/**
 * Refuses (403) a write from a banned account, email or browser. A ban on the address only: `hold: true` for a write
 * that can wait for a moderator (`holdable`: comments and replies); any other write is refused unless signed in.
 * Answers the account and address the write came from, which comments store for later bans. Reads the caller, the
 * address and (when `visitorId` is not given) the visitor cookie from the request.
 */
export async function assertNotBanned(
  who: Writer,
  { holdable = false }: { holdable?: boolean } = {},
  now = new Date(),
): Promise<WriterIdentity & { hold: boolean }> {
  // Loaded when a write asks, not with this module: jobs and tests import the data modules outside Next, where next-auth
  // cannot load (the other data modules only take a caller's type from it). getCaller is cached per request.
  const { getCaller } = await import("@/lib/auth");
  const caller = await getCaller();
  const visitorId = who.visitorId === undefined ? await knownVisitorId() : who.visitorId;
  const key = await clientIp();
  const identity = { userId: caller?.id ?? null, addressHash: key === "unknown" ? null : addressHash(key) };
  const emails = [who.email, caller?.email].filter((e): e is string => Boolean(e));
  const hashes = [...new Set(emails.flatMap((e) => [emailHash(e), typedEmailHash(e)]))];

  const names: Prisma.CommenterBanWhereInput[] = [];
  if (identity.userId) names.push({ userId: identity.userId });
  if (hashes.length) names.push({ emailHash: { in: hashes } });
  if (visitorId) names.push({ visitorId });
  if (identity.addressHash) names.push({ addressHash: identity.addressHash, addressEndsAt: { gt: now } });
  const bans = names.length
    ? await db.commenterBan.findMany({
        where: { OR: names, AND: [inForce(now)] },
        select: { userId: true, emailHash: true, visitorId: true },
      })
    : [];
  const named = bans.some(
    (b) =>
      (b.userId !== null && b.userId === identity.userId) ||
      (b.emailHash !== null && hashes.includes(b.emailHash)) ||
      (b.visitorId !== null && b.visitorId === visitorId),
  );
  if (named) throw new AppError("forbidden", MODERATION_TEXT.banned);
  if (!bans.length) return { ...identity, hold: false };
  if (holdable) return { ...identity, hold: true };
  if (caller) return { ...identity, hold: false };
  throw new AppError("forbidden", MODERATION_TEXT.bannedAddress);
}

/** The identities of a comment's author, as its row keeps them. */
export type Author = {
  userId: string | null;
  email: string | null;
  visitorId: string | null;
  addressHash: string | null;
};

/**
 * Records a ban on everything the author's comment carries; the address part ends within ADDRESS_BAN_HOURS (or with
 * the ban, when that is sooner). 422 when the comment carries nothing a ban could name (it predates visitor ids).
 */
export async function recordBan(
  tx: Tx,
  actor: Actor,
  author: Author,
  input: z.output<typeof commenterBanSchema>,
  now = new Date(),
) {
  if (!author.userId && !author.email && !author.visitorId && !author.addressHash)
    throw new AppError(
      "unprocessable_entity",
      "This comment carries nothing a ban could name (it predates visitor ids).",
    );
  const addressLimit = new Date(now.getTime() + ADDRESS_BAN_HOURS * 3_600_000);
  return tx.commenterBan.create({
    data: {
      userId: author.userId,
      emailHash: author.email ? emailHash(author.email) : null,
      visitorId: author.visitorId,
      addressHash: author.addressHash,
      addressEndsAt: author.addressHash
        ? input.endsAt && input.endsAt < addressLimit
          ? input.endsAt
          : addressLimit
        : null,
      reason: input.reason,
      endsAt: input.endsAt,
      createdByLabel: actorLabel(actor),
    },
  });
}

export type CommenterBanDto = {
  id: string;
  reason: string;
  byAccount: boolean;
  byEmail: boolean;
  byVisitor: boolean;
  /** Whether the ban still holds its address's comments for review (it names the address for a few hours only). */
  byAddress: boolean;
  addressEndsAt: string | null;
  endsAt: string | null;
  createdBy: string;
  createdAt: string;
};

/** A ban as the dashboard sees it: which identities it names, never the hashes, the id or the account. */
export const toBanDto = (b: Prisma.CommenterBanGetPayload<object>, now = new Date()): CommenterBanDto => ({
  id: b.id,
  reason: b.reason,
  byAccount: Boolean(b.userId),
  byEmail: Boolean(b.emailHash),
  byVisitor: Boolean(b.visitorId),
  byAddress: Boolean(b.addressHash && b.addressEndsAt && b.addressEndsAt > now),
  addressEndsAt: b.addressEndsAt?.toISOString() ?? null,
  endsAt: b.endsAt?.toISOString() ?? null,
  createdBy: b.createdByLabel,
  createdAt: b.createdAt.toISOString(),
});

export async function listBans(now = new Date()): Promise<CommenterBanDto[]> {
  const rows = await db.commenterBan.findMany({
    where: inForce(now),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map((b) => toBanDto(b, now));
}

export async function liftBan(actor: Actor, id: string): Promise<void> {
  await adminWrite(
    actor,
    async (tx) => {
      const { count } = await tx.commenterBan.deleteMany({ where: { id } });
      if (!count) throw new AppError("not_found", MODERATION_TEXT.banNotFound);
    },
    { action: "DELETE", type: "commenter-ban", recordId: id, summary: "Ban lifted" },
  );
}
