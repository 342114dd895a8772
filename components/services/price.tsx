import { formatNaira } from "@/lib/core/format";

type Props = { originalKobo: number; promoKobo: number; className?: string; onDark?: boolean };

/** Original price struck through, then the promo price; both spelled out for screen readers. */
export function Price({ originalKobo, promoKobo, className = "", onDark = false }: Props) {
  return (
    <p className={`flex flex-wrap items-baseline gap-2 ${className}`}>
      <s className={onDark ? "text-white/80" : "text-gray-500"}>
        <span className="sr-only">Original price </span>
        {formatNaira(originalKobo)}
      </s>
      <strong className={`text-xl ${onDark ? "text-white" : "text-green-700"}`}>
        <span className="sr-only">Promo price </span>
        {formatNaira(promoKobo)}
      </strong>
    </p>
  );
}
