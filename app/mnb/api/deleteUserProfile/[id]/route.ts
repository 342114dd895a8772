// DELETE /mnb/api/deleteUserProfile/{id} – delete your own account and end its sessions (others' ids get 403)
import { withOwner } from "@/lib/api/handler";
import { readBearer } from "@/lib/auth";
import { logout } from "@/lib/auth/login";
import { NOT_YOUR_PROFILE, deleteProfile } from "@/lib/accounts/users";
import { otherMethods } from "@/lib/api/not-allowed";

export const DELETE = withOwner<{ id: string }>(
  { ownerOf: async ({ id }) => id, admins: false, forbidden: NOT_YOUR_PROFILE },
  async ({ params }) => {
    await deleteProfile(params.id);
    await logout(await readBearer());
    return { message: "Profile deleted." };
  },
);

export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods("/mnb/api/deleteUserProfile/[id]");
