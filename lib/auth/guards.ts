// Role checks for pages and handlers. Pages redirect; handlers answer 401/403 through the API wrapper.
import "server-only";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/errors";
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
