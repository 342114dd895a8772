// POST /mnb/api/signOut – end the session (cookie or bearer token) on the server
import { withApi } from "@/lib/api/handler";
import { readBearer } from "@/lib/auth";
import { logout } from "@/lib/auth/login";

export const POST = withApi(async () => {
  await logout(await readBearer());
  return { message: "Signed out." };
});
