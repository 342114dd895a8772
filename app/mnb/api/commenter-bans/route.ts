// GET /mnb/api/commenter-bans – the bans in force, newest first (admin; no emails: bans keep only a hash)
import { withAdmin } from "@/lib/api/handler";
import { listBans } from "@/lib/moderation/bans";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async () => ({ bans: await listBans() }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/commenter-bans");
