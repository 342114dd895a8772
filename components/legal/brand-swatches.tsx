import { siteConfig } from "@/lib/config/site";

export const brandColours = [
  {
    name: "Midnight Ink",
    hex: siteConfig.colors.ink,
    role: "Primary text, header and footer backgrounds, headings. Use white text on it.",
  },
  {
    name: "Olive Gold",
    hex: siteConfig.colors.primary,
    role: "Brand colour: the logo, borders and highlights. For text and behind white text use the darker olive (#5F642E); for text on Midnight Ink, a lighter one (#C2C68A).",
  },
  {
    name: "Fresh Green",
    hex: siteConfig.colors.accent,
    role: "Accent for success messages, promo prices and calls to action. Use sparingly, never for long text.",
  },
] as const;

export const brandFonts = [
  { name: "Helvetica", stack: "Helvetica, Arial, sans-serif", role: "Body text, navigation, buttons and forms." },
  { name: "Georgia", stack: "Georgia, serif", role: "Headlines, article titles and pull quotes." },
] as const;

export function BrandSwatches() {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {brandColours.map((c) => (
        <figure key={c.hex} className="overflow-hidden rounded-lg border border-gray-200" data-testid="swatch">
          <div aria-hidden className="h-24" style={{ backgroundColor: c.hex }} data-colour={c.hex} />
          <figcaption className="p-3">
            <p className="font-semibold">{c.name}</p>
            <p className="font-mono text-sm">{c.hex.toUpperCase()}</p>
            <p className="mt-1 text-sm text-gray-700">{c.role}</p>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

export function BrandFonts() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {brandFonts.map((f) => (
        <figure key={f.name} className="rounded-lg border border-gray-200 p-4">
          <p className="text-3xl" style={{ fontFamily: f.stack }}>
            {f.name}
          </p>
          <p className="mt-2 text-lg" style={{ fontFamily: f.stack }}>
            The quick brown fox jumps over the lazy dog. 0123456789
          </p>
          <p className="mt-2 font-mono text-sm">{f.stack}</p>
          <p className="mt-1 text-sm text-gray-700">{f.role}</p>
        </figure>
      ))}
    </div>
  );
}
