"use client";
// The public pages' Web Vitals island: renders nothing, and only after the page has loaded and the browser is idle
// does it fetch the reporter (web-vitals and the beacon, ./vitals-beacon.ts) — so first-load JavaScript carries just
// these few lines. web-vitals reads buffered performance entries, so starting late still sees LCP, FCP, CLS and TTFB.
// Whether this view reports is decided once, here, at the rate the server passes down (VITALS_SAMPLE_RATE).
import { useEffect } from "react";

export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (!(Math.random() < sampleRate)) return;
    const start = () =>
      void import("./vitals-beacon").then(
        (m) => m.reportVitals(),
        () => {},
      );
    const whenIdle = () =>
      window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 200);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }, [sampleRate]);
  return null;
}
