// PUT /mnb/api/updateUserProfile/{id} – edit your own profile (another user's id is refused with 403)
import { withUser } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { updateProfile } from "@/lib/data/users";
import { profileUpdateSchema } from "@/lib/validations/user";
import { otherMethods } from "@/lib/api/not-allowed";

export const PUT = withUser<{ id: string }>(async ({ req, params, caller }) =>
  updateProfile(caller.id, params.id, await readJson(req, profileUpdateSchema)),
);

export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/updateUserProfile/[id]");
