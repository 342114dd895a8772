import { StaticImage } from "@/components/ui/static-image";
import Link from "@/components/ui/link";
import type { ServiceDto } from "@/lib/services/services";
import { preview } from "@/lib/core/text";

/** Spec: service card text is cut at 200 characters. */
export const SERVICE_CARD_LENGTH = 200;

export function ServiceCard({
  service,
  priority = false,
  eager = false,
}: {
  service: ServiceDto;
  priority?: boolean;
  eager?: boolean;
}) {
  return (
    <article className="card" data-testid="service-card">
      <div className="relative aspect-[16/9] bg-gray-100">
        <StaticImage
          src={service.imageUrl}
          alt=""
          fill
          priority={priority}
          eager={eager}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="card-body">
        <p className="card-kicker">{service.categories.join(" · ")}</p>
        <h3 className="card-title">
          <Link href={`/service/${service.id}`} className="hover:underline">
            {service.title}
          </Link>
        </h3>
        <p className="flex-1 text-gray-700">{preview(service.content, SERVICE_CARD_LENGTH)}</p>
        <Link href={`/service/${service.id}`} className="card-more">
          Read more<span className="sr-only">: {service.title}</span>
        </Link>
      </div>
    </article>
  );
}
