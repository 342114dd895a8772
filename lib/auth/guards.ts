// Role checks for pages and handlers. Pages redirect; handlers answer 401/403 through the API wrapper.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { redirect } from "next/navigation";
import { env } from "@/lib/config/env";
import { AppError } from "@/lib/core/errors";
import { getCaller, type Caller } from "./index";

export async function requireAdminPage(): Promise<Caller> {
  const caller = await getCaller();
  if (caller?.role !== "ADMIN") redirect("/login");
  return caller;
}

export async function requireUserPage(): Promise<Caller> {
  const caller = await getCaller();
  if (!caller) redirect("/login");
  return caller;
}

export function assertUser(caller: Caller | null): Caller {
  if (!caller) throw new AppError("unauthorized", "Please log in to continue.");
  return caller;
}

export function assertAdmin(caller: Caller | null): Caller {
  if (assertUser(caller).role !== "ADMIN") throw new AppError("forbidden", "Admins only.");
  return caller as Caller;
}

/**
 * Only the scheduler may run the job: Vercel Cron sends `Authorization: Bearer ${CRON_SECRET}`. Without a configured
 * secret nobody may (never an unauthenticated job). Compared as digests in constant time.
 */
export function assertCronCaller(authorization: string | null): void {
  if (!env.CRON_SECRET) throw new AppError("unauthorized", "Scheduled jobs are disabled: CRON_SECRET is not set.");
  const digest = (s: string) => createHash("sha256").update(s).digest();
  if (!timingSafeEqual(digest(authorization ?? ""), digest(`Bearer ${env.CRON_SECRET}`))) {
    throw new AppError("unauthorized", "A valid cron secret is required.");
  }
}
