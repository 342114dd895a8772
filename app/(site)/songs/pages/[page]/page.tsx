// /songs?page=n (n > 1), reached through the rewrite in middleware.ts: a static render per page, cached and expired by
// the songs tag like /songs itself. The address people see stays /songs?page=n, which is also the canonical one.
import type { Metadata } from "next";
import { pageParam } from "@/lib/validations/basics";
import { SongsListing, songsMetadata } from "../../songs-listing";

type Props = { params: Promise<{ page: string }> };

// Cache Components needs one path to render at build time; the others render on first visit.
export const generateStaticParams = async () => [{ page: "2" }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return songsMetadata(pageParam.parse((await params).page));
}

export default async function SongsPageN({ params }: Props) {
  return <SongsListing page={pageParam.parse((await params).page)} />;
}
