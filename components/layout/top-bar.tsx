import { chatLink, siteConfig } from "@/lib/site-config";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  XIcon,
} from "./social-icons";

const socials = [
  { name: "Facebook", href: siteConfig.social.facebook, Icon: FacebookIcon },
  { name: "X", href: siteConfig.social.twitter, Icon: XIcon },
  { name: "Instagram", href: siteConfig.social.instagram, Icon: InstagramIcon },
  { name: "LinkedIn", href: siteConfig.social.linkedin, Icon: LinkedInIcon },
] as const;

export function TopBar() {
  return (
    // A labelled landmark keeps this strip from being "content outside regions" for screen readers.
    <aside aria-label="Contact and social links" className="bg-ink text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5">
        <ul className="-ml-1.5 flex items-center gap-1">
          {socials.map(({ name, href, Icon }) => (
            <li key={name}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={name}
                className="flex size-8 items-center justify-center rounded-full text-white/85 transition-colors hover:bg-white/10 hover:text-white"
              >
                <Icon />
              </a>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <a
            href={chatLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 rounded-sm py-1 text-white/90 hover:text-white hover:underline"
          >
            <PhoneIcon className="shrink-0" />
            <span className="sr-only">Chat with us on WhatsApp: </span>
            {siteConfig.phone}
          </a>
          <a
            href={`mailto:${siteConfig.email}`}
            className="inline-flex items-center gap-1.5 rounded-sm py-1 text-white/90 hover:text-white hover:underline"
          >
            <MailIcon className="shrink-0" />
            <span className="sr-only">Email us: </span>
            {siteConfig.email}
          </a>
        </div>
      </div>
    </aside>
  );
}
