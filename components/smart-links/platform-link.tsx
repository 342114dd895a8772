// The parts a share page and a link-in-bio page have in common (server components, no script): a platform button, a
// plain link to the tracked redirect (not next/link: the router would prefetch the redirect) marked "Your choice" when
// it is the platform the fan picked before, and the note shown inside an app's built-in browser.
import type { ReactNode } from "react";
import { SMART_LINK_IN_APP_HINT, SMART_LINK_YOUR_CHOICE } from "@/lib/smart-links/copy";

/** `label` is the accessible name, which should say "your choice" when `chosen`. */
export function PlatformLink(props: {
  href: string;
  chosen: boolean;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a href={props.href} data-go rel="nofollow" aria-label={props.label} className={props.className}>
      {props.children}
      {props.chosen && (
        <span className="ml-2 rounded-full bg-white px-2 py-0.5 text-xs font-bold text-brand-dark">
          {SMART_LINK_YOUR_CHOICE}
        </span>
      )}
    </a>
  );
}

export const yourChoice = (name: string) => `${name}, ${SMART_LINK_YOUR_CHOICE.toLowerCase()}`;

export function InAppNote() {
  return (
    <p role="note" className="mt-6 rounded-lg border border-brand/40 bg-brand/10 px-4 py-3 text-sm text-ink">
      {SMART_LINK_IN_APP_HINT}
    </p>
  );
}
