import Link from "@/components/ui/link";
import { siteConfig } from "@/lib/site-config";
import { LogoMark } from "./site-header";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "./social-icons";

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
] as const;

const socials = [
  { name: "Instagram", href: siteConfig.social.instagram, Icon: InstagramIcon },
  { name: "Facebook", href: siteConfig.social.facebook, Icon: FacebookIcon },
  { name: "Twitter", href: siteConfig.social.twitter, Icon: XIcon },
  { name: "LinkedIn", href: siteConfig.social.linkedin, Icon: LinkedInIcon },
] as const;

const headingClass = "mb-3 text-sm font-bold uppercase tracking-wider text-white";
const linkClass = "rounded-sm text-white/80 transition-colors hover:text-white hover:underline";

export function SiteFooter() {
  return (
    <footer className="border-t-4 border-brand bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 font-serif text-lg font-bold">
            <LogoMark />
            {siteConfig.name}
          </p>
          <p className="mt-3 text-sm leading-relaxed text-white/80">{siteConfig.description}</p>
        </div>

        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={headingClass}>{group.title}</h2>
            <ul className="space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className={headingClass}>Follow us</h2>
          <ul className="space-y-2 text-sm">
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`inline-flex items-center gap-2 ${linkClass}`}
                >
                  <Icon className="shrink-0" />
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-4 text-center text-sm text-white/80">
          &copy; {siteConfig.copyrightYear}{" "}
          <Link href="/home" className="font-semibold text-white underline-offset-2 hover:underline">
            {siteConfig.name}
          </Link>
          . All Rights Reserved.
        </p>
      </div>
    </footer>
  );
}
