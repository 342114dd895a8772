// GET /mnb/api/teamMembers query: nonsense falls back to the defaults instead of failing, limits are capped.
import { z } from "zod";

export const TEAM_DEFAULT_LIMIT = 6;
export const TEAM_MAX_LIMIT = 50;

export const teamQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  limit: z.coerce.number().int().min(1).catch(TEAM_DEFAULT_LIMIT).transform((n) => Math.min(n, TEAM_MAX_LIMIT)),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((s) => s || undefined),
});
export type TeamQuery = z.output<typeof teamQuerySchema>;
