// PUT /mnb/api/updateUserProfile/{id} – edit your own profile (another user's id is refused with 403)
import { withOwner } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { NOT_YOUR_PROFILE, updateProfile } from "@/lib/accounts/users";
import { profileUpdateSchema } from "@/lib/accounts/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PUT = withOwner<{ id: string }>(
  { ownerOf: async ({ id }) => id, admins: false, forbidden: NOT_YOUR_PROFILE },
  async ({ req, params }) => updateProfile(params.id, await readJson(req, profileUpdateSchema)),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/updateUserProfile/[id]");
