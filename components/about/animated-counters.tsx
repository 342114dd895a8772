"use client";
// The About counters. The server renders the final numbers (no-JS visitors and search engines see them); in the
// browser they restart from 0 and count up over 3 s once the row scrolls into view, unless motion is reduced.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

export const COUNTER_DURATION_MS = 3000;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export type Stat = { label: string; value: number };

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Fast start, gentle finish. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;

export function AnimatedCounters({ stats }: { stats: readonly Stat[] }) {
  const ref = useRef<HTMLDListElement>(null);
  // The server snapshot says "reduced" so the server HTML and the first client render show the final values.
  const still = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const list = ref.current;
    if (still || !list) return;
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      let start: number | undefined;
      const step = (now: number) => {
        start ??= now;
        const t = Math.min(1, (now - start) / COUNTER_DURATION_MS);
        setProgress(t);
        if (t < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [still]);

  const shown = still ? 1 : easeOut(progress);
  return (
    <dl ref={ref} className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-2 rounded-lg bg-white/10 p-6">
          <dt className="text-sm uppercase tracking-wide text-white/80">{stat.label}</dt>
          {/* Screen readers get the final number instead of every step of the count. */}
          <dd
            className="font-serif text-4xl font-bold tabular-nums"
            data-testid="counter"
            aria-label={`${stat.value}+`}
          >
            {`${Math.round(stat.value * shown)}+`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
