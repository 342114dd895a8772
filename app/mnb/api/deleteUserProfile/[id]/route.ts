// DELETE /mnb/api/deleteUserProfile/{id} – delete your own account and end its sessions (others' ids get 403)
import { withUser } from "@/lib/api/handler";
import { readBearer } from "@/lib/auth";
import { logout } from "@/lib/auth/login";
import { deleteProfile } from "@/lib/data/users";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withUser<{ id: string }>(async ({ params, caller }) => {
  await deleteProfile(caller.id, params.id);
  await logout(await readBearer());
  return { message: "Profile deleted." };
});

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/deleteUserProfile/[id]");
