// Role checks for pages and handlers. Pages redirect; handlers answer 401/403 through the API wrapper.
import "server-only";
import { redirect } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
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
  if (!caller) throw new ApiError("unauthorized", "Please log in to continue.");
  return caller;
}

export function assertAdmin(caller: Caller | null): Caller {
  if (assertUser(caller).role !== "ADMIN") throw new ApiError("forbidden", "Admins only.");
  return caller as Caller;
}
