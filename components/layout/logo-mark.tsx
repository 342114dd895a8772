import { siteConfig } from "@/lib/config/site";
import { tag, text } from "./markup";

// The "MNB" mark, drawn once for the header (React) and the footer (static HTML). Decorative, because it always sits
// next to the site name.
const body =
  '<rect width="40" height="40" rx="10" class="fill-brand-dark"></rect>' +
  tag(
    "text",
    {
      x: 20,
      y: 25.5,
      "text-anchor": "middle",
      fill: "#fff",
      "font-family": "Georgia, serif",
      "font-size": 14,
      "font-weight": 700,
      "letter-spacing": 0.5,
    },
    text(siteConfig.shortName),
  );
const attrs = { viewBox: "0 0 40 40", width: 40, height: 40 };

export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg
      {...attrs}
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

export function logoMarkHtml(): string {
  return tag("svg", { ...attrs, "aria-hidden": "true", focusable: "false", class: "shrink-0" }, body);
}
