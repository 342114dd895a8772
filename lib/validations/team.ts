// GET /mnb/api/teamMembers query: the shared page rule (nonsense falls back, a big limit is clamped) plus a search.
import { z } from "zod";
import { MAX_LIMIT, optionalText, pageQuery } from "./basics";

export const TEAM_DEFAULT_LIMIT = 6;
export const TEAM_MAX_LIMIT = MAX_LIMIT;

export const teamQuerySchema = pageQuery(TEAM_DEFAULT_LIMIT, TEAM_MAX_LIMIT).extend({
  search: optionalText(100)
    .optional()
    .catch(undefined)
    .transform((s) => s || undefined),
});
export type TeamQuery = z.output<typeof teamQuerySchema>;
