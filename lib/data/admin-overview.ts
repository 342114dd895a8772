// The dashboard overview's numbers: how many of each record there are, in one round trip (one SELECT of counts),
// read fresh on every visit — the admin wants today's figures, and the page is per request anyway.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

export const RECORD_KINDS = [
  { key: "posts", label: "Posts", table: "Post", section: "manage-posts" },
  { key: "postComments", label: "Post comments", table: "PostComment", section: "manage-posts" },
  { key: "songs", label: "Songs", table: "Song", section: "songs" },
  { key: "songComments", label: "Song comments", table: "SongComment", section: "songs" },
  { key: "artists", label: "Artists", table: "Artist", section: "artists" },
  { key: "spotlights", label: "Spotlights", table: "Spotlight", section: "spotlights" },
  { key: "spotlightComments", label: "Spotlight comments", table: "SpotlightComment", section: "spotlights" },
  { key: "adverts", label: "Adverts", table: "Advert", section: "adverts" },
  { key: "teamMembers", label: "Team members", table: "TeamMember", section: "team" },
  { key: "workers", label: "Workers", table: "Worker", section: "workers" },
  { key: "subscribers", label: "Subscribers", table: "Subscriber", section: "subscribers" },
  { key: "partnerships", label: "Partnership requests", table: "PartnershipRequest", section: "partners" },
  { key: "bookings", label: "Bookings", table: "Booking", section: "bookings" },
  { key: "reviews", label: "Reviews", table: "Review", section: null },
  { key: "smartLinks", label: "Smart links", table: "SmartLink", section: "smart-links" },
  { key: "users", label: "Registered users", table: "User", section: null },
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];
export type RecordCounts = Record<RecordKind["key"], number>;

// Table names come from the constant above, never from input, so building the statement from them is safe.
const COUNT_SQL = Prisma.raw(`SELECT ${RECORD_KINDS.map((k) => `(SELECT count(*) FROM "${k.table}")::int AS "${k.key}"`).join(", ")}`);

export async function countRecords(): Promise<RecordCounts> {
  const [row] = await db.$queryRaw<RecordCounts[]>(COUNT_SQL);
  return row;
}
