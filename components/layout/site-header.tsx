import Link from "@/components/ui/link";
import { siteConfig } from "@/lib/config/site";
import { LogoMark } from "./logo-mark";
import { MobileMenu } from "./mobile-menu";
import { navLinks } from "./nav-links";
import { SearchForm } from "@/components/search/search-form";

export function SiteHeader() {
  return (
    // `relative` anchors the mobile dropdown so it overlays content instead of pushing it down.
    <header className="relative z-40 border-b-4 border-brand bg-white shadow-sm">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <div className="flex min-w-0 flex-col sm:flex-row sm:items-center sm:gap-3">
          <Link href="/" className="flex items-center gap-2 rounded-md text-ink no-underline">
            <LogoMark />
            <span className="truncate font-serif text-lg font-bold sm:text-xl">{siteConfig.name}</span>
          </Link>
          <p className="pl-12 text-xs font-medium tracking-wide text-ink/75 sm:border-l sm:border-ink/20 sm:pl-3">
            {siteConfig.tagline}
          </p>
        </div>

        {/* Its own row on phones, beside the menu from md up. */}
        <SearchForm id="site-search-q" className="order-last w-full md:order-none md:ml-auto md:w-56" />

        <nav aria-label="Main">
          <ul className="hidden items-center gap-1 md:flex">
            {navLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="nav-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <MobileMenu />
        </nav>
      </div>
    </header>
  );
}
