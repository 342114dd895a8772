// Partnership requests from the home page's modal. Stored for the team to follow up; never listed publicly: only
// admins read, edit and delete them (Our Partners), and each of those writes is in the activity log.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/core/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { consume } from "@/lib/abuse/rate-limit";
import { PARTNER_TEXT, PARTNERSHIP_TEXT, PARTNERS_PAGE_SIZE, type partnershipSchema } from "@/lib/partners/schema";
import { adminWrite, type Actor } from "@/lib/activity";
import { assertNotBanned } from "@/lib/moderation";
import { pageOf, pageWindow, type ListQuery, type PageMeta } from "@/lib/db/paging";
import { containsText } from "@/lib/db/text-match";

const TOO_MANY = "Too many requests. Please try again later.";

type PartnershipFields = z.output<typeof partnershipSchema>;

export async function createPartnershipRequest(input: PartnershipFields, ip: string): Promise<{ message: string }> {
  await assertNotBanned({ email: input.email });
  // The form is open to anyone, so one address cannot fill the table.
  await consume([{ key: `partnership:ip:${ip}`, limit: 20, windowSeconds: 3600, challenge: { limit: 200 } }], TOO_MANY);
  await db.partnershipRequest.create({ data: input, select: { id: true } });
  return { message: PARTNERSHIP_TEXT.sent };
}

const partnerSelect = {
  id: true,
  name: true,
  email: true,
  message: true,
  createdAt: true,
} satisfies Prisma.PartnershipRequestSelect;
type PartnerRow = Prisma.PartnershipRequestGetPayload<{ select: typeof partnerSelect }>;

export type PartnerDto = { _id: string; id: string; name: string; email: string; message: string; createdAt: string };
export type PartnerPage = PageMeta & { partnerships: PartnerDto[] };

const toDto = ({ createdAt, ...p }: PartnerRow): PartnerDto => ({
  ...p,
  _id: p.id,
  createdAt: createdAt.toISOString(),
});

/** How the activity log names a request: who sent it, never what it says. */
const partnerLabel = (p: Pick<PartnerRow, "name" | "email">) => `${p.name} <${p.email}>`;

/** The old client's whole list (GET /partnerships without ?page) is capped like every list. */
export const MAX_PARTNERSHIPS = 500;

/** One page of requests, newest first, searched by name or email: Our Partners and GET /mnb/api/partnerships. */
export async function listPartnershipPage({ q, page, size = PARTNERS_PAGE_SIZE }: ListQuery): Promise<PartnerPage> {
  const where: Prisma.PartnershipRequestWhereInput = q
    ? { OR: [{ name: containsText(q) }, { email: containsText(q) }] }
    : {};
  const [total, rows] = await Promise.all([
    db.partnershipRequest.count({ where }),
    db.partnershipRequest.findMany({
      where,
      select: partnerSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...pageWindow(page, size),
    }),
  ]);
  return { partnerships: rows.map(toDto), ...pageOf(total, page, size) };
}

async function assertExists(id: string) {
  const row = await db.partnershipRequest.findUnique({ where: { id }, select: { name: true, email: true } });
  if (!row) throw new AppError("not_found", PARTNER_TEXT.notFound);
  return row;
}

/** Replaces name, email and message (an admin correcting a typo in the sender's details). */
export async function updatePartnershipRequest(
  actor: Actor,
  id: string,
  fields: PartnershipFields,
): Promise<PartnerDto> {
  await assertExists(id);
  const partner = await adminWrite(
    actor,
    (tx) => tx.partnershipRequest.update({ where: { id }, data: fields, select: partnerSelect }),
    (p) => ({ action: "UPDATE", type: "partner", recordId: id, summary: partnerLabel(p) }),
  );
  return toDto(partner);
}

export async function deletePartnershipRequest(actor: Actor, id: string): Promise<void> {
  const existing = await assertExists(id);
  await adminWrite(actor, (tx) => tx.partnershipRequest.delete({ where: { id } }), {
    action: "DELETE",
    type: "partner",
    recordId: id,
    summary: partnerLabel(existing),
  });
}
