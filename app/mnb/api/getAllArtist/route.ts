// GET /mnb/api/getAllArtist – every artist (name, genre, image), newest first (public)
import { withApi } from "@/lib/api/handler";
import { listArtists } from "@/lib/data/artists";
import { otherMethods } from "@/lib/api/not-allowed";

export const GET = withApi(async () => listArtists());

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("/mnb/api/getAllArtist");
