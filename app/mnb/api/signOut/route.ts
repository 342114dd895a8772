// POST /mnb/api/signOut – end the session (cookie or bearer token) on the server
import { withApi } from "@/lib/api/handler";
import { readBearer } from "@/lib/auth";
import { logout } from "@/lib/auth/login";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withApi(async () => {
  await logout(await readBearer());
  return { message: "Signed out." };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/signOut");
