// POST /mnb/api/admins-login – log in to the admin area (non-admin accounts are refused with 403)
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { login } from "@/lib/auth/login";
import { loginSchema } from "@/lib/auth/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) => login(await readJson(req, loginSchema), { adminOnly: true }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/admins-login");
