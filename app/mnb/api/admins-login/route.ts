// POST /mnb/api/admins-login – log in to the admin area (non-admin accounts are refused with 403)
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { login } from "@/lib/auth/login";
import { loginSchema } from "@/lib/validations/auth";

export const POST = withApi(async ({ req }) => login(await readJson(req, loginSchema), { adminOnly: true }));
