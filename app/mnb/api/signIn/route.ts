// POST /mnb/api/signIn – log in (users and admins): session cookie + { token, role, email, message }
import { withApi } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { login } from "@/lib/auth/login";
import { loginSchema } from "@/lib/auth/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async ({ req }) => login(await readJson(req, loginSchema), { adminOnly: false }));

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/signIn");
