// GET /mnb/api/cron/imported – after an import from the old site (which runs outside the server, so its writes expire
// no cached page): every data tag expires here, and the next read of each page reads the database (cron: Bearer
// CRON_SECRET; `npm run import:legacy -- … --site <address>` calls it).
import { withCron } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/not-allowed";
import { COLLECTION_TAGS, expire } from "@/lib/cache";

export const GET = withCron(async () => {
  expire(...COLLECTION_TAGS);
  return { message: "Every cached page reads the database again." };
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/cron/imported");
