// The home page's static sections (services, teasers, promotions). Server-rendered: they ship no JavaScript.
import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { ctaClass, ctaOutlineClass, HomeSection } from "./home-section";

const SERVICES = [
  {
    title: "Promotion & Publicity",
    text: "Campaigns across our blog, newsletter and social channels that put your song, brand or event in front of the right audience.",
  },
  {
    title: "Music Production & Distribution",
    text: "Production, custom instrumentals, mixing and mastering, then release to the major streaming platforms.",
  },
  {
    title: "Artiste Management",
    text: "Career planning, bookings, press and brand building for emerging artistes, so you can focus on the music.",
  },
] as const;

export function ServiceBlurbs() {
  return (
    <HomeSection id="services" kicker="What we do" title="Our Services">
      <ul className="grid gap-6 md:grid-cols-3">
        {SERVICES.map((s) => (
          <li key={s.title} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-6 shadow-sm">
            <h3 className="font-serif text-xl font-bold">{s.title}</h3>
            <p className="text-gray-700">{s.text}</p>
          </li>
        ))}
      </ul>
      <dl className="my-8 grid grid-cols-2 gap-6 text-center sm:max-w-md">
        <div className="flex flex-col rounded-lg bg-[#f6f6f2] p-4">
          <dt className="text-sm text-gray-600">Projects delivered</dt>
          <dd className="order-first font-serif text-4xl font-bold text-brand-dark">20k+</dd>
        </div>
        <div className="flex flex-col rounded-lg bg-[#f6f6f2] p-4">
          <dt className="text-sm text-gray-600">Partnerships</dt>
          <dd className="order-first font-serif text-4xl font-bold text-brand-dark">10+</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        <Link href="/service" className={ctaClass}>
          Explore our services
        </Link>
        <Link href="/booking" className={ctaOutlineClass}>
          Book a session
        </Link>
      </div>
    </HomeSection>
  );
}

export function Promotions() {
  return (
    <HomeSection id="promotions" kicker="Promotions" title="Style Spotlight & Brand Promotion" tone="muted">
      <div className="grid gap-6 md:grid-cols-2">
        <article className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm">
          <h3 className="font-serif text-2xl font-bold">Style Spotlight</h3>
          <p className="flex-1 text-gray-700">
            The week&apos;s standout looks from our community, rated and discussed by readers. Get inspired, then join
            the conversation.
          </p>
          <Link href="/style-spotlight" className={`${ctaClass} self-start`}>
            See the Style Spotlight
          </Link>
        </article>
        <article className="flex flex-col gap-3 rounded-lg bg-white p-6 shadow-sm">
          <h3 className="font-serif text-2xl font-bold">Get Your Brand Spotlighted</h3>
          <p className="flex-1 text-gray-700">
            Fashion labels, stylists and creators: feature your collection in the Style Spotlight and reach readers who
            love style.
          </p>
          <Link href="/style-spotlight" className={`${ctaOutlineClass} self-start`}>
            Feature your brand
          </Link>
        </article>
      </div>
    </HomeSection>
  );
}

type TeaserProps = {
  id: string;
  kicker: string;
  title: string;
  tone?: "light" | "dark";
  text: string;
  link?: { href: string; label: string };
  children?: ReactNode;
};

/** A section that is one paragraph and (usually) one call to action. */
export function Teaser({ id, kicker, title, tone = "light", text, link, children }: TeaserProps) {
  return (
    <HomeSection id={id} kicker={kicker} title={title} tone={tone}>
      <p className={`max-w-3xl text-lg ${tone === "dark" ? "text-white/85" : "text-gray-700"}`}>{text}</p>
      {children}
      {link && (
        <Link href={link.href} className={`${ctaClass} mt-6`}>
          {link.label}
        </Link>
      )}
    </HomeSection>
  );
}

export const TEASERS = {
  smartLinks: {
    id: "smart-links",
    kicker: "For artists",
    title: "Music Smart Links",
    tone: "dark",
    text: "One link for every platform. Share a single smart link for your song and let fans choose YouTube, Spotify, Boomplay, Apple Music or Audiomack, while you see where they listen.",
    link: { href: "/music-links", label: "Create a smart link" },
  },
  latestSongs: {
    id: "latest-songs",
    kicker: "Fresh sounds",
    title: "Latest Songs",
    text: "New uploads from independent artists every week: stream them, download them, like your favourites and tell the artists what you think.",
    link: { href: "/songs", label: "Listen to the latest songs" },
  },
  tech: {
    id: "tech",
    kicker: "Collaboration",
    title: "Tech Collaboration",
    text: "My Nation Blog works in collaboration with a software and tech firm to build the tools behind our services: smart links, streaming analytics and digital campaigns that help artists and brands grow online.",
  },
  advertise: {
    id: "advertise",
    kicker: "Advertising",
    title: "Advertise With Us",
    tone: "dark",
    text: "Put your brand in front of thousands of engaged readers across Nigeria and the diaspora, on the blog and in our updates.",
    link: { href: "/advertise", label: "Advertise with us" },
  },
} satisfies Record<string, TeaserProps>;
