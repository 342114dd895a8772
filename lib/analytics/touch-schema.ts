// POST /mnb/api/touch (docs/features/attribution.md): what the page's script reports about how the visit arrived.
// Everything is cleaned again where the touch is made (lib/analytics/attribution-rules.ts); over-long or odd values are simply
// dropped there.
import { z } from "zod";

const text = (max: number) => z.string().max(max).nullish();

export const touchSchema = z.object({
  landing: z.string().min(1).max(2048).startsWith("/"),
  referrer: text(2048),
  source: text(200),
  medium: text(200),
  campaign: text(200),
  qr: z.boolean().optional().default(false),
});

/** POST /mnb/api/views: the path of the page being viewed (no query). */
export const viewSchema = z.object({ path: z.string().min(1).max(2048).startsWith("/") });
