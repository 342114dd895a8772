// GET /mnb/api/getAllArtist – every artist (name, genre, image), newest first (public)
import { withApi } from "@/lib/api/handler";
import { listArtists } from "@/lib/data/artists";

export const GET = withApi(async () => listArtists());
