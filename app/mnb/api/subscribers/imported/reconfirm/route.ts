// POST /mnb/api/subscribers/imported/reconfirm – ask the next batch of imported subscribers, once each, whether they
// still want our news → { message, asked, skipped, left } (admin)
import { withAdmin } from "@/lib/api/handler";
import { askImportedToConfirm } from "@/lib/subscribers/imported";
import { IMPORTED_TEXT } from "@/lib/subscribers/promo-copy";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ caller }) => {
  const batch = await askImportedToConfirm(caller);
  return { message: IMPORTED_TEXT.asked(batch.asked, batch.left), ...batch };
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/subscribers/imported/reconfirm");
