// GET /mnb/api/getAllArtist – every artist (name, genre, image), newest first (public)
import { withApi } from "@/lib/api/handler";
import { listArtists } from "@/lib/artists/artists";
import { otherMethods } from "@/lib/api/not-allowed";
import { withAbsoluteFiles } from "@/lib/api/old-client";

export const GET = withApi(async () => (await listArtists()).map(withAbsoluteFiles));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllArtist");
