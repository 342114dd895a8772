// GET /mnb/api/campaigns – the latest promo campaigns and how far each has got: queued, sent, outbox, failed (admin)
import { withAdmin } from "@/lib/api/handler";
import { listCampaigns } from "@/lib/subscribers/campaigns";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withAdmin(async () => listCampaigns());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/campaigns");
