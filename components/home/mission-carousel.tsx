"use client";
// Two cards (our mission, our blog) that switch every 5 s with a 1 s slide, pause while the pointer is over them or
// focus is inside, and stay put when reduced motion is requested. The arrows choose card 1 or card 2.
import Link from "@/components/ui/link";
import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { autoNextCard, CAROUSEL, nextCard, previousCard } from "./carousel";
import { prefersReducedMotion, useReducedMotion } from "./use-reduced-motion";

const CATEGORIES = ["Education", "Politics", "Sport", "Entertainment", "Finance", "Agriculture", "Technology"] as const;

const CARDS = [
  {
    title: "Our Mission",
    text: "To keep you informed, inspired and entertained every day, and to give emerging voices and young talent a platform to grow, from small beginnings to bigger stages.",
    link: { href: "/about", label: "Learn more about us" },
  },
  {
    title: "Our Blog",
    text: "Daily stories on the news, styles and entertainment that matter to Nigerians at home and abroad, written by people who live them.",
    link: { href: "/blog", label: "Read the blog" },
  },
] as const;

export function MissionCarousel() {
  const [index, setIndex] = useState(0);
  const reduced = useReducedMotion();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovered = useRef(false);
  const focused = useRef(false);

  // The timer is re-armed from its own callback and from the handlers, never from a render, so "every 5 s" is exact.
  const schedule = useCallback(() => {
    function arm() {
      clearTimeout(timer.current);
      if (hovered.current || focused.current || prefersReducedMotion()) return;
      timer.current = setTimeout(() => {
        setIndex((i) => autoNextCard(i, CARDS.length));
        arm();
      }, CAROUSEL.intervalMs);
    }
    arm();
  }, []);

  useEffect(() => {
    schedule();
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, [schedule, reduced]);

  function choose(next: number) {
    setIndex(next);
    schedule();
  }

  function pause(reason: typeof hovered) {
    reason.current = true;
    clearTimeout(timer.current);
  }

  function resume(reason: typeof hovered) {
    reason.current = false;
    schedule();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) resume(focused);
  }

  return (
    <div
      aria-roledescription="carousel"
      aria-label="Our mission and our blog"
      className="relative"
      onPointerEnter={() => pause(hovered)}
      onPointerLeave={() => resume(hovered)}
      onFocus={() => pause(focused)}
      onBlur={onBlur}
    >
      <div className="overflow-hidden rounded-xl">
        <div
          id="mission-carousel-track"
          className="flex transition-transform ease-in-out"
          style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${CAROUSEL.transitionMs}ms` }}
        >
          {CARDS.map((card, i) => (
            <div
              key={card.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${CARDS.length}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className="flex w-full shrink-0 flex-col gap-4 bg-ink p-8 text-white sm:p-10"
            >
              <h3 className="font-serif text-3xl font-bold">{card.title}</h3>
              <p className="max-w-3xl text-lg text-white/85">{card.text}</p>
              <Link
                href={card.link.href}
                className="self-start font-semibold text-brand-light underline hover:text-white"
              >
                {card.link.label}
              </Link>
              <nav aria-label={`${card.title} categories`}>
                <ul className="flex flex-wrap gap-2">
                  {CATEGORIES.map((category) => (
                    <li key={category}>
                      <Link href="/about" className="chip-on-dark">
                        {category}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-end gap-2">
        <span className="mr-2 text-sm text-gray-600" aria-live={reduced ? "polite" : "off"}>
          Card {index + 1} of {CARDS.length}
        </span>
        <ArrowButton label="Previous card" onClick={() => choose(previousCard(index))} path="M15 18l-6-6 6-6" />
        <ArrowButton label="Next card" onClick={() => choose(nextCard(index, CARDS.length))} path="M9 18l6-6-6-6" />
      </div>
    </div>
  );
}

function ArrowButton({ label, onClick, path }: { label: string; onClick: () => void; path: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls="mission-carousel-track"
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full border border-ink/30 text-ink hover:bg-brand/15"
    >
      <svg
        viewBox="0 0 24 24"
        width={22}
        height={22}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
      >
        <path d={path} />
      </svg>
    </button>
  );
}
