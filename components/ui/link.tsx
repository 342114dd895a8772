// The public pages' link: next/link without viewport prefetching. A content page shows two dozen links (header, footer,
// cards, pager); prefetching each route as it scrolls into view cost visitors on mobile data the downloads and their
// phones the main-thread time to process them (TBT). Navigation stays client-side; the route loads on click.
// The admin area keeps next/link's default.
import NextLink from "next/link";
import type { ComponentProps } from "react";

export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
