"use client";
// The intro splash: 0→100 % one step every 30 ms, fade-out after 300 ms, then /home after 1500 ms.
// Skip fades out and leaves after 700 ms (the old handler referred to something undefined).
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

export const SPLASH = { stepMs: 30, fadeAfterMs: 300, redirectAfterMs: 1500, skipRedirectMs: 700 } as const;

export function Splash() {
  const router = useRouter();
  const [percent, setPercent] = useState(0);
  const [fading, setFading] = useState(false);
  const leaving = useRef(false);

  useEffect(() => {
    router.prefetch("/home");
    const tick = setInterval(() => setPercent((p) => Math.min(100, p + 1)), SPLASH.stepMs);
    return () => clearInterval(tick);
  }, [router]);

  useEffect(() => {
    if (percent < 100 || leaving.current) return;
    leaving.current = true;
    const fade = setTimeout(() => setFading(true), SPLASH.fadeAfterMs);
    const go = setTimeout(() => router.replace("/home"), SPLASH.redirectAfterMs);
    return () => {
      clearTimeout(fade);
      clearTimeout(go);
    };
  }, [percent, router]);

  function skip() {
    leaving.current = true;
    setFading(true);
    setTimeout(() => router.replace("/home"), SPLASH.skipRedirectMs);
  }

  return (
    <div className={`flex min-h-screen flex-col items-center justify-center gap-6 bg-ink text-white transition-opacity duration-700 ${fading ? "opacity-0" : "opacity-100"}`}>
      <p className="font-serif text-4xl font-bold">My Nation Blog</p>
      <p aria-live="polite" className="text-6xl font-bold tabular-nums" data-testid="splash-counter">{percent}%</p>
      <div className="h-2 w-64 overflow-hidden rounded bg-white/20" aria-hidden>
        <div className="h-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <button type="button" onClick={skip} className="rounded border border-white/50 px-4 py-2 hover:bg-white/10">Skip</button>
    </div>
  );
}
