// PUT /mnb/api/teamMember/{id} – replace a team member's fields, and the image when one is sent (admin)
// DELETE /mnb/api/teamMember/{id} – remove a team member and their image (admin)
import { withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { deleteTeamMember, updateTeamMember } from "@/lib/team/team";
import { teamMemberSchema } from "@/lib/team/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const PUT = withAdmin<{ id: string }>(async ({ req, params, caller }) => {
  const form = await readForm(req, ["image"]);
  const member = await updateTeamMember(
    caller,
    params.id,
    parseWith(teamMemberSchema, formFields(form)),
    form.get("image"),
  );
  return withRecord("Team member updated successfully!", "member", member);
});

export const DELETE = withAdmin<{ id: string }>(async ({ params, caller }) => {
  await deleteTeamMember(caller, params.id);
  return { message: "Team member deleted successfully!" };
});

export const { GET, HEAD, POST, PATCH, OPTIONS } = otherMethods("/mnb/api/teamMember/[id]");
