import type { SpotlightDto } from "@/lib/spotlights/spotlights";
import { SpotlightCard } from "./spotlight-card";

export const EMPTY_SPOTLIGHTS = "No spotlights available.";

export function SpotlightGallery({ spotlights }: { spotlights: SpotlightDto[] }) {
  if (spotlights.length === 0) return <p className="py-10 text-center text-gray-600">{EMPTY_SPOTLIGHTS}</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="spotlight-gallery">
      {spotlights.map((s, i) => (
        <SpotlightCard key={s.id} spotlight={s} priority={i === 0} eager={i < 3} />
      ))}
    </div>
  );
}
