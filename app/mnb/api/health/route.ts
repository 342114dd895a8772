// GET /mnb/api/health – 200 when this server reaches its database and can store uploads, 503 otherwise, with which of
// the two failed (public; no addresses or secrets; never cached)
import { connection } from "next/server";
import { withApi } from "@/lib/api/handler";
import { checkHealth } from "@/lib/jobs/health";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async () => {
  await connection();
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/health");
