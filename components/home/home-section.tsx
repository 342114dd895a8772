// The frame of every home page section: a labelled region with a kicker and a heading, so each is a landmark.
import type { ReactNode } from "react";

type Props = { id: string; kicker: string; title: string; tone?: "light" | "muted" | "dark"; children: ReactNode };

const TONES = { light: "bg-white", muted: "bg-[#f6f6f2]", dark: "bg-ink text-white" } as const;

export function HomeSection({ id, kicker, title, tone = "light", children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} className={TONES[tone]}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
        <p className={`section-kicker ${tone === "dark" ? "text-brand-light" : "text-brand-dark"}`}>{kicker}</p>
        <h2 id={`${id}-title`} className="section-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A link styled as the section's call to action. */
export const ctaClass =
  "inline-flex items-center justify-center rounded-md bg-brand-dark px-5 py-2.5 font-semibold text-white hover:bg-ink";
export const ctaOutlineClass =
  "inline-flex items-center justify-center rounded-md border border-current px-5 py-2.5 font-semibold hover:bg-brand/15";
