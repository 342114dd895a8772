// PUT /mnb/api/admins/{id} – change an admin's name, email and picture; role USER demotes them, never the last admin (admin)
// DELETE /mnb/api/admins/{id} – delete an admin's account and end their sessions, never the last admin (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { deleteAdmin, updateAdmin } from "@/lib/accounts/admins";
import { adminUpdateSchema } from "@/lib/accounts/admin-schema";
import { otherMethods } from "@/lib/api/not-allowed";
import { withImage } from "@/lib/api/old-client";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["image"]);
  const admin = await updateAdmin(caller, params.id, parseWith(adminUpdateSchema, formFields(form)), form.get("image"));
  return withRecord("Admin updated successfully", "admin", withImage(admin));
});

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteAdmin(caller, params.id);
  return { message: "Admin deleted successfully" };
});

export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods("/mnb/api/admins/[id]");
