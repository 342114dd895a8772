// POST /mnb/api/teamMember – add a team member from multipart name, role, quote, linkedin, twitter, instagram, image (admin)
import { created, withAdmin, withRecord } from "@/lib/api/handler";
import { formFields, parseWith, readForm } from "@/lib/api/body";
import { createTeamMember } from "@/lib/team/team";
import { teamMemberSchema } from "@/lib/team/schema";
import { otherMethods } from "@/lib/api/not-allowed";

export const POST = withAdmin(async ({ req, caller }) => {
  const form = await readForm(req, ["image"]);
  const member = await createTeamMember(caller, parseWith(teamMemberSchema, formFields(form)), form.get("image"));
  return created(withRecord("Team member added successfully!", "member", member));
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/teamMember");
