import { siteConfig } from "@/lib/config/site";
import { logoMarkHtml } from "./logo-mark";
import { tag, text } from "./markup";
import { iconHtml } from "./social-icons";
import { type IconName } from "@/components/layout/icon-drawings";

const groups = [
  {
    title: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/service", label: "Service" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/license", label: "License" },
      { href: "/terms", label: "Terms & Conditions" },
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/brand-guideline", label: "Brand Guideline" },
    ],
  },
];

const socials: { name: string; href: string; icon: IconName }[] = [
  { name: "Instagram", href: siteConfig.social.instagram, icon: "instagram" },
  { name: "Facebook", href: siteConfig.social.facebook, icon: "facebook" },
  { name: "Twitter", href: siteConfig.social.twitter, icon: "x" },
  { name: "LinkedIn", href: siteConfig.social.linkedin, icon: "linkedin" },
];

const list = (items: string[]) =>
  tag("ul", { class: "space-y-2 text-sm" }, ...items.map((item) => tag("li", {}, item)));

// Static HTML (see ./markup). Its links are plain anchors, so a footer link loads the page in full rather than
// client-side: the price of not hydrating the footer on every page view, paid only by the few who use it.
const html =
  tag(
    "div",
    { class: "mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4" },
    tag(
      "div",
      {},
      tag(
        "p",
        { class: "flex items-center gap-2 font-serif text-lg font-bold" },
        logoMarkHtml(),
        text(siteConfig.name),
      ),
      tag("p", { class: "mt-3 text-sm leading-relaxed text-white/80" }, text(siteConfig.description)),
    ),
    ...groups.map((group) =>
      tag(
        "nav",
        { "aria-label": group.title },
        tag("h2", { class: "foot-heading" }, text(group.title)),
        list(group.links.map((link) => tag("a", { href: link.href, class: "foot-link" }, text(link.label)))),
      ),
    ),
    tag(
      "div",
      {},
      tag("h2", { class: "foot-heading" }, "Follow us"),
      list(
        socials.map(({ name, href, icon }) =>
          tag(
            "a",
            {
              href,
              target: "_blank",
              rel: "noopener noreferrer",
              class: "foot-link inline-flex items-center gap-2",
            },
            iconHtml(icon),
            text(name),
          ),
        ),
      ),
    ),
  ) +
  tag(
    "div",
    { class: "border-t border-white/15" },
    tag(
      "p",
      { class: "mx-auto max-w-6xl px-4 py-4 text-center text-sm text-white/80" },
      `&copy; ${text(siteConfig.copyrightYear)} `,
      tag(
        "a",
        { href: "/home", class: "font-semibold text-white underline-offset-2 hover:underline" },
        text(siteConfig.name),
      ),
      ". All Rights Reserved.",
    ),
  );

export function SiteFooter() {
  return <footer className="border-t-4 border-brand bg-ink text-white" dangerouslySetInnerHTML={{ __html: html }} />;
}
