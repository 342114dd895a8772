import type { Metadata } from "next";
import Image from "next/image";
import { NotFoundView } from "@/components/layout/not-found-view";
import ServiceNotFound, { SERVICE_NOT_FOUND } from "./not-found";
import { cache } from "react";
import { PageHeader } from "@/components/about/page-header";
import { MixMasterPromo } from "@/components/services/mix-master-promo";
import { TeamGrid } from "@/components/services/team-grid";
import { getService, listOffers } from "@/lib/services/services";
import { listManagementTeam } from "@/lib/team/team";
import { listServicesForSitemap } from "@/lib/posts/sitemap";
import { preview } from "@/lib/core/text";
import { feedAlternates } from "@/lib/seo/metadata";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { serviceJsonLd } from "@/lib/seo/json-ld";

type Props = { params: Promise<{ id: string }> };

// The services are few: `next build` renders each; they are then served from the page cache until the services change.
// Cache Components needs at least one path here, so a placeholder (a 404) stands in when the database has none.
export async function generateStaticParams() {
  const services = await listServicesForSitemap().catch(() => []);
  return services.length ? services.map(({ path }) => ({ id: path.split("/").pop()! })) : [{ id: "none" }];
}

const loadService = cache(getService);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = await loadService((await params).id);
  if (!service) return { title: SERVICE_NOT_FOUND };
  const description = preview(service.content, 155);
  return {
    title: service.title,
    description,
    alternates: { canonical: `/service/${service.id}`, types: feedAlternates },
    openGraph: {
      title: service.title,
      description,
      url: `/service/${service.id}`,
      images: [{ url: service.imageUrl, alt: service.title }],
    },
  };
}

export default async function ServiceDetailPage({ params }: Props) {
  const service = await loadService((await params).id);
  if (!service)
    return (
      <NotFoundView>
        <ServiceNotFound />
      </NotFoundView>
    );
  const [offers, team] = await Promise.all([listOffers(), listManagementTeam()]);
  return (
    <>
      <JsonLd data={serviceJsonLd({ ...service, description: preview(service.content, 300) }, offers)} />
      <PageHeader title={service.title} crumbs={[{ href: "/service", label: "Service" }, { label: service.title }]} />
      <article className="mx-auto max-w-5xl px-4 py-10">
        <ul aria-label="Categories" className="mb-6 flex flex-wrap gap-2">
          {service.categories.map((c) => (
            <li key={c} className="rounded-full bg-brand/15 px-3 py-1 text-sm font-semibold text-brand-dark">
              {c}
            </li>
          ))}
        </ul>
        <div className="relative aspect-[16/9] overflow-hidden rounded-lg bg-gray-100">
          <Image
            src={service.imageUrl}
            alt={service.title}
            fill
            priority
            sizes="(min-width: 1024px) 1024px, 100vw"
            className="object-cover"
          />
        </div>
        <div className="mx-auto mt-8 flex max-w-3xl flex-col gap-4 font-serif text-lg leading-relaxed">
          {service.content.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <MixMasterPromo offers={offers} />
        <TeamGrid members={team} />
      </article>
    </>
  );
}
