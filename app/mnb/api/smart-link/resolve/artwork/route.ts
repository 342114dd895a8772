// GET /mnb/api/smart-link/resolve/artwork?url= – the artwork of a streaming address just resolved, as an image the form
// puts in its cover field (anyone; throttled per address; 404 none known, 503 not fetched). Stored nowhere: the cover
// reaches our storage only with the link, through its own upload path.
import { withApi } from "@/lib/api/handler";
import { fetchSongArtwork } from "@/lib/smart-links/resolve";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async ({ req }) => {
  const { bytes, contentType } = await fetchSongArtwork(new URL(req.url).searchParams.get("url") ?? "");
  return new Response(Buffer.from(bytes), { headers: { "content-type": contentType } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/smart-link/resolve/artwork");
