// GET /mnb/api/smart-link/resolve?url= – what one pasted streaming address fills in the smart link forms: songTitle,
// artistName, artworkUrl and the platform links a song-link resolver knows (anyone; throttled per address, cached per
// address, a site-wide cap on resolver calls; 422 bad address, 404 no song, 503 resolver down, slow or busy).
import { withApi } from "@/lib/api/handler";
import { resolveStreamingUrl } from "@/lib/smart-links/resolve";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async ({ req }) => resolveStreamingUrl(new URL(req.url).searchParams.get("url") ?? ""));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-link/resolve");
