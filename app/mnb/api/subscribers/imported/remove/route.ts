// POST /mnb/api/subscribers/imported/remove – remove the imported subscribers who never confirmed: JSON { all? }, by
// default those asked over 14 days ago, with all: true every one still unconfirmed → { message, deleted } (admin)
import { withAdmin } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { removeUnconfirmedImported } from "@/lib/subscribers/imported";
import { importedRemoveSchema } from "@/lib/subscribers/promo-schema";
import { IMPORTED_TEXT } from "@/lib/subscribers/promo-copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req, caller }) => {
  const { all } = await readJson(req, importedRemoveSchema);
  const { deleted } = await removeUnconfirmedImported(caller, { all });
  return { message: IMPORTED_TEXT.removed(deleted), deleted };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/subscribers/imported/remove");
