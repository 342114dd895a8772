// GET /mnb/api/admins – every admin: id, name, email, picture, since when; never a hash or token (admin)
// POST /mnb/api/admins – create an admin account from multipart name, email, password, optional image (admin)
import { created, withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createAdmin, listAdmins } from "@/lib/accounts/admins";
import { adminCreateSchema } from "@/lib/accounts/admin-schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles, withImage } from "@/lib/api/old-client";

export const GET = withAdmin(async () => (await listAdmins()).map((a) => withAbsoluteFiles(withImage(a))));

export const POST = withAdmin(async ({ req, caller }) => {
  const form = await readForm(req, ["image"]);
  const admin = await createAdmin(caller, parseWith(adminCreateSchema, formFields(form)), form.get("image"));
  return created(withRecord("Admin created successfully!", "admin", withImage(admin)));
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/admins");
