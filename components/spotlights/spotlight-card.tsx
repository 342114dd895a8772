import { StaticImage } from "@/components/ui/static-image";
import type { SpotlightDto } from "@/lib/spotlights/spotlights";
import { formatRating } from "@/lib/core/rating";

export function SpotlightCard({
  spotlight,
  priority = false,
  eager = false,
}: {
  spotlight: SpotlightDto;
  priority?: boolean;
  eager?: boolean;
}) {
  const rating = formatRating(spotlight.rating);
  const from = spotlight.ratingsCount === 1 ? "1 rating" : `${spotlight.ratingsCount} ratings`;
  return (
    <article className="card" aria-labelledby={`spotlight-${spotlight.id}`}>
      <div className="relative aspect-square bg-gray-100">
        <StaticImage
          src={spotlight.imageUrl}
          alt={`${spotlight.name}'s outfit`}
          fill
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
          priority={priority}
          eager={eager}
        />
        {spotlight.featured && (
          <span className="absolute top-3 left-3 rounded-full bg-accent-dark px-3 py-1 text-xs font-bold uppercase tracking-wide text-white shadow">
            Featured
          </span>
        )}
      </div>
      <div className="card-body">
        <div className="flex items-start justify-between gap-2">
          <h2 id={`spotlight-${spotlight.id}`} className="card-title">
            {spotlight.name}
          </h2>
          <span className="shrink-0 rounded bg-ink/10 px-2 py-0.5 text-xs font-semibold text-ink">
            {spotlight.category}
          </span>
        </div>
        <p className="flex-1 text-gray-700">{spotlight.description}</p>
        <p className="text-sm text-gray-600" data-testid="spotlight-rating">
          <span aria-hidden className="text-amber-500">
            ★
          </span>{" "}
          <span className="font-semibold text-ink">{rating}</span>
          <span className="sr-only"> out of 5</span>
          <span> · {spotlight.ratingsCount ? from : "no ratings yet"}</span>
        </p>
      </div>
    </article>
  );
}
