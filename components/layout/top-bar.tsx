import { chatLink, siteConfig } from "@/lib/config/site";
import { tag, text } from "./markup";
import { iconHtml } from "./social-icons";
import { type IconName } from "@/components/layout/icon-drawings";

const socials: { name: string; href: string; icon: IconName }[] = [
  { name: "Facebook", href: siteConfig.social.facebook, icon: "facebook" },
  { name: "X", href: siteConfig.social.twitter, icon: "x" },
  { name: "Instagram", href: siteConfig.social.instagram, icon: "instagram" },
  { name: "LinkedIn", href: siteConfig.social.linkedin, icon: "linkedin" },
];

// Static HTML (see ./markup): nothing here changes on the client.
const html = tag(
  "div",
  { class: "mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5" },
  tag(
    "ul",
    { class: "-ml-1.5 flex items-center gap-1" },
    ...socials.map(({ name, href, icon }) =>
      tag(
        "li",
        {},
        tag(
          "a",
          {
            href,
            target: "_blank",
            rel: "noopener noreferrer",
            "aria-label": name,
            class: "bar-social",
          },
          iconHtml(icon),
        ),
      ),
    ),
  ),
  tag(
    "div",
    { class: "flex flex-wrap items-center gap-x-5 gap-y-1" },
    tag(
      "a",
      { href: chatLink, target: "_blank", rel: "noopener noreferrer", class: "bar-contact" },
      iconHtml("phone"),
      tag("span", { class: "sr-only" }, "Chat with us on WhatsApp: "),
      text(siteConfig.phone),
    ),
    tag(
      "a",
      { href: `mailto:${siteConfig.email}`, class: "bar-contact" },
      iconHtml("mail"),
      tag("span", { class: "sr-only" }, "Email us: "),
      text(siteConfig.email),
    ),
  ),
);

export function TopBar() {
  // A labelled landmark keeps this strip from being "content outside regions" for screen readers.
  return (
    <aside
      aria-label="Contact and social links"
      className="bg-ink text-sm text-white"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
