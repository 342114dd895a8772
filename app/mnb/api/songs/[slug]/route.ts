// GET /mnb/api/songs/{slug} – one song with its first 10 comments (the rest: ./comments?page=n); "Song not found (404)" 404
import { withApi } from "@/lib/api/handler";
import { getSong } from "@/lib/songs/songs";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles, withAlbum } from "@/lib/api/old-client";

export const GET = withApi<{ slug: string }>(async ({ params }) =>
  withAbsoluteFiles(withAlbum(await getSong(params.slug))),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/songs/[slug]");
