// /style-spotlight[?category=c&page=n], reached through the rewrite in lib/next-config/public-rewrites.ts (category "all" when none): a static
// render per view, cached and expired by the spotlight tags. The address people see stays the query form, which is
// also the canonical one.
import type { Metadata } from "next";
import { pageParam } from "@/lib/core/form-basics";
import { categorySchema } from "@/lib/spotlights/schema";
import { SpotlightListing, spotlightMetadata } from "../../../spotlight-listing";

// A path not rendered at build time has no shell worth prerendering (its metadata depends on the path): allowed to
// block, so it renders whole on its first visit instead of streaming.
export const instant = false;

type Props = { params: Promise<{ category: string; page: string }> };

// The first pages render at build time, the others on their first visit.
export const generateStaticParams = async () => [
  { category: "all", page: "1" },
  { category: "all", page: "2" },
];

async function view(params: Props["params"]) {
  const { category, page } = await params;
  // A hand-typed unknown category shows everything rather than an error page.
  const parsed = categorySchema.safeParse(category);
  return { category: parsed.success ? parsed.data : null, page: pageParam.parse(page) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, page } = await view(params);
  return spotlightMetadata(category, page);
}

export default async function StyleSpotlightView({ params }: Props) {
  return <SpotlightListing {...await view(params)} />;
}
