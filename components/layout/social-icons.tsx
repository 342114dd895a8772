import { tag } from "./markup";
import type { IconName } from "./icon-drawings";

// The icons are CSS masks in the current text colour (`.icon` in app/globals.css, `.icon-{name}` in app/icons.css):
// one copy in the cached stylesheet instead of an <svg> in every page's markup and payload. The chrome's static HTML
// (top bar, footer) and the React components below (adverts) use the same classes.
//
// The masks are small PNGs made from ./icon-drawings.ts, not SVG: Chromium builds a whole SVG document for each SVG
// image while it computes a page's first styles, before anything is painted. With the six icons as SVG masks, a share
// page's style recalculation took 170 ms at Lighthouse's 4x CPU slowdown; with PNG masks (or inline <svg>) 40-60 ms.
// Inline <svg> would have added ~5 kB to every document (markup and payload); the PNGs add 5 kB (base64) once, to
// the cached stylesheet.
const iconClass = (name: IconName, className?: string) => `icon icon-${name}${className ? ` ${className}` : ""}`;

/** An icon as static HTML, for the chrome built with ./markup. Decorative: the surrounding link carries the name. */
export function iconHtml(name: IconName, className?: string): string {
  return tag("span", { class: iconClass(name, className), "aria-hidden": "true" });
}

function icon(name: IconName) {
  const Icon = ({ className }: { className?: string }) => (
    <span aria-hidden="true" className={iconClass(name, className)} />
  );
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const FacebookIcon = icon("facebook");
export const XIcon = icon("x");
export const InstagramIcon = icon("instagram");
export const LinkedInIcon = icon("linkedin");
