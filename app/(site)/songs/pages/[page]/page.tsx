// /songs and /songs?page=n, reached through the rewrite in lib/next-config/public-rewrites.ts: a static render per page, cached and expired
// by the songs tag. The address people see stays /songs?page=n, which is also the canonical one. Admin controls are
// decided by the comments API per request, so every page is the same for everyone.
import type { Metadata } from "next";
import { pageParam } from "@/lib/core/form-basics";
import { SongsListing, songsMetadata } from "../../songs-listing";

// A path not rendered at build time has no shell worth prerendering (its metadata depends on the path): allowed to
// block, so it renders whole on its first visit instead of streaming.
export const instant = false;

type Props = { params: Promise<{ page: string }> };

// The first pages render at build time, the others on their first visit.
export const generateStaticParams = async () => [{ page: "1" }, { page: "2" }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return songsMetadata(pageParam.parse((await params).page));
}

export default async function SongsPageN({ params }: Props) {
  return <SongsListing page={pageParam.parse((await params).page)} />;
}
