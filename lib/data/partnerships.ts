// Partnership requests from the home page's modal. Stored for the team to follow up; never listed publicly.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db";
import { consume } from "@/lib/rate-limit";
import { PARTNERSHIP_TEXT, type partnershipSchema } from "@/lib/validations/partnership";

const TOO_MANY = "Too many requests. Please try again later.";

export async function createPartnershipRequest(input: z.output<typeof partnershipSchema>, ip: string): Promise<{ message: string }> {
  // The form is open to anyone, so one address cannot fill the table.
  await consume([{ key: `partnership:ip:${ip}`, limit: 20, windowSeconds: 3600 }], TOO_MANY);
  await db.partnershipRequest.create({ data: input, select: { id: true } });
  return { message: PARTNERSHIP_TEXT.sent };
}
