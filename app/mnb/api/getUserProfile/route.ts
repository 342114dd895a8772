// GET /mnb/api/getUserProfile – the signed-in user's own profile
import { withUser } from "@/lib/api/handler";
import { getProfile } from "@/lib/data/users";

export const GET = withUser(async ({ caller }) => getProfile(caller.id));
