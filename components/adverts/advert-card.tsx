// A partner advert: image, title, description, the partner's site and its social profiles, all in a new tab.
import { StaticImage } from "@/components/ui/static-image";
import type { ComponentType } from "react";
import type { AdvertDto } from "@/lib/adverts/adverts";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from "@/components/layout/social-icons";

const SOCIALS: {
  key: "facebook" | "twitter" | "instagram" | "linkedin";
  label: string;
  Icon: ComponentType<{ className?: string }>;
}[] = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "twitter", label: "Twitter", Icon: XIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
  { key: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
];

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

export function AdvertCard({
  advert,
  priority = false,
  eager = false,
}: {
  advert: AdvertDto;
  priority?: boolean;
  eager?: boolean;
}) {
  const socials = SOCIALS.filter((s) => advert[s.key]);
  return (
    <article
      aria-labelledby={`advert-${advert.id}`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[16/9] bg-gray-100">
        {advert.imageUrl ? (
          <StaticImage
            src={advert.imageUrl}
            alt=""
            fill
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
            priority={priority}
            eager={eager}
          />
        ) : (
          <div className="flex h-full items-center justify-center font-serif text-2xl text-brand-dark">
            {advert.title}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={`advert-${advert.id}`} className="font-serif text-xl font-bold">
          {advert.title}
        </h3>
        <p className="flex-1 text-gray-700">{advert.description}</p>
        <a href={advert.link} {...newTab} className="card-more">
          Visit Partner Site Here
        </a>
        {socials.length > 0 && (
          <ul className="flex gap-3" aria-label={`${advert.title} on social media`}>
            {socials.map(({ key, label, Icon }) => (
              <li key={key}>
                <a
                  href={advert[key]!}
                  {...newTab}
                  aria-label={`${advert.title} on ${label}`}
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-ink text-white hover:bg-brand-dark"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
