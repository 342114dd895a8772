// Team members: the form of the admin section (POST /teamMember, PUT /teamMember/{id}) and the GET /teamMembers query.
import { z } from "zod";
import { MAX_LIMIT, optionalHttpUrl, optionalText, pageQuery, requiredText } from "@/lib/core/form-basics";

export const TEAM_DEFAULT_LIMIT = 6;
export const TEAM_MAX_LIMIT = MAX_LIMIT;
export const TEAM_REQUIRED = "Name and role are required";

/** Blank text is not stored: it becomes null, never "". */
const optionalField = (max: number) =>
  optionalText(max)
    .optional()
    .transform((s) => s || null);
const social = (label: string) => optionalHttpUrl(`${label} must be a valid http or https link.`);

/**
 * One schema for add and edit: a PUT replaces every text field, so a field left out or sent empty is cleared (the
 * spec's clients leave empty fields out of the form). The image is kept unless a new one is sent.
 */
export const teamMemberSchema = z.object({
  name: requiredText(TEAM_REQUIRED, 100),
  role: requiredText(TEAM_REQUIRED, 100),
  quote: optionalField(500),
  linkedin: social("LinkedIn"),
  twitter: social("Twitter"),
  instagram: social("Instagram"),
});
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberFields = z.output<typeof teamMemberSchema>;

export const teamQuerySchema = pageQuery(TEAM_DEFAULT_LIMIT, TEAM_MAX_LIMIT).extend({
  search: optionalText(100)
    .optional()
    .catch(undefined)
    .transform((s) => s || undefined),
});
export type TeamQuery = z.output<typeof teamQuerySchema>;
