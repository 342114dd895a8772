import type { AboutImage } from "@/lib/pages/about";

/** The article "image": a brand-coloured panel in a fixed 16:9 box, described for screen readers. */
export function GradientImage({ image, title }: { image: AboutImage; title: string }) {
  return (
    <div
      role="img"
      aria-label={image.alt}
      className="flex aspect-[16/9] items-end overflow-hidden rounded-lg p-6"
      style={{ backgroundImage: `linear-gradient(135deg, ${image.from}, ${image.to})` }}
    >
      <p aria-hidden className="font-serif text-2xl font-bold leading-tight text-white/90 drop-shadow">
        {title}
      </p>
    </div>
  );
}
