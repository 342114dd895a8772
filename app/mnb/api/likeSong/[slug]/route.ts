// PATCH /mnb/api/likeSong/{slug} – like a song, counted once per visitor
import { withApi } from "@/lib/api/handler";
import { likeSong } from "@/lib/songs/songs";
import { visitorId } from "@/lib/http/visitor";
import { otherMethods } from "@/lib/api/not-allowed";

export const PATCH = withApi<{ slug: string }>(
  async ({ params }) => ({
    message: "Liked!",
    likes: await likeSong(params.slug, await visitorId()),
  }),
  { throttle: "reaction" },
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods("/mnb/api/likeSong/[slug]");
