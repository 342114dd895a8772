import { tag } from "./markup";

// The icons' drawings are CSS masks in app/globals.css (`.icon` and `.icon-{name}`), painted in the current text
// colour: one copy in the cached stylesheet instead of an <svg> in every page's markup and payload. The chrome's static
// HTML (top bar, footer) and the React components below (adverts) use the same classes.
export const ICON_NAMES = ["facebook", "x", "instagram", "linkedin", "phone", "mail"] as const;
export type IconName = (typeof ICON_NAMES)[number];

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
