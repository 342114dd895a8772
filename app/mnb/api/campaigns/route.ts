// GET /mnb/api/campaigns – the latest promo campaigns and how far each has got: queued, sent, outbox, failed (admin)
import { withAdmin } from "@/lib/api/handler";
import { listCampaigns } from "@/lib/data/campaigns";

export const GET = withAdmin(async () => listCampaigns());
