import Link from "next/link";
import type { ReactNode } from "react";

// How the floor links, chosen per build by startFloorSite's mode: next/link with its default prefetch ("auto"), without
// prefetch ("off"), or plain anchors ("a": no client component at all, every navigation a page load).
const LINKS = process.env.NEXT_PUBLIC_FLOOR_LINKS ?? "auto";

export function FloorLink({ href, children }: { href: string; children: ReactNode }) {
  if (LINKS === "a") return <a href={href}>{children}</a>;
  return (
    <Link href={href} prefetch={LINKS === "off" ? false : undefined}>
      {children}
    </Link>
  );
}
