// GET /mnb/api/getUserProfile – the signed-in user's own profile
import { withUser } from "@/lib/api/handler";
import { getProfile } from "@/lib/accounts/users";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withUser(async ({ caller }) => getProfile(caller.id));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getUserProfile");
