"use client";
// The intro splash: 0→100 % one step every 30 ms, fade-out after 300 ms, then /home after 1500 ms.
// Skip fades out and leaves after 700 ms (the old handler referred to something undefined).
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";

export const SPLASH = { stepMs: 30, fadeAfterMs: 300, redirectAfterMs: 1500, skipRedirectMs: 700 } as const;

export function Splash() {
  const router = useRouter();
  const [percent, setPercent] = useState(0);
  const [fading, setFading] = useState(false);
  // Skip does nothing until the page is interactive, so it is only enabled then.
  const interactive = useHydrated();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const counter = useRef<ReturnType<typeof setInterval>>(undefined);

  // The fade and the redirect are scheduled by the last counter step itself, so the timings hold to the millisecond.
  useEffect(() => {
    router.prefetch("/home");
    let value = 0;
    const pending = timers.current;
    counter.current = setInterval(() => {
      value += 1;
      setPercent(value);
      if (value < 100) return;
      clearInterval(counter.current);
      pending.push(
        setTimeout(() => setFading(true), SPLASH.fadeAfterMs),
        setTimeout(() => router.replace("/home"), SPLASH.redirectAfterMs),
      );
    }, SPLASH.stepMs);
    return () => {
      clearInterval(counter.current);
      pending.splice(0).forEach(clearTimeout);
    };
  }, [router]);

  function skip() {
    clearInterval(counter.current);
    timers.current.splice(0).forEach(clearTimeout);
    setFading(true);
    timers.current.push(setTimeout(() => router.replace("/home"), SPLASH.skipRedirectMs));
  }

  return (
    <div
      data-testid="splash"
      data-fading={fading}
      className={`flex min-h-screen flex-col items-center justify-center gap-6 bg-ink text-white transition-opacity duration-700 ${fading ? "opacity-0" : "opacity-100"}`}
    >
      <p className="font-serif text-4xl font-bold">My Nation Blog</p>
      <p aria-hidden className="text-6xl font-bold tabular-nums" data-testid="splash-counter">
        {percent}%
      </p>
      {/* A progress bar instead of a live region: a screen reader is not read a number every 30 ms. */}
      <div
        role="progressbar"
        aria-label="Loading My Nation Blog"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-64 overflow-hidden rounded bg-white/20"
      >
        <div className="h-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <button
        type="button"
        onClick={skip}
        disabled={!interactive}
        className="rounded border border-white/50 px-4 py-2 hover:bg-white/10 disabled:opacity-60"
      >
        Skip
      </button>
    </div>
  );
}
