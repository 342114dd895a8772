// Loaded by VitalsReporter after the page is idle. Collects the page view's LCP, INP, CLS, FCP and TTFB and sends
// them together in one navigator.sendBeacon when the page is first hidden — leaving it, closing the tab or switching
// away all fire visibilitychange in current browsers. web-vitals reports its final LCP, CLS and INP in its own
// capture-phase listener for that event, which runs before ours on the document. Not on pagehide: Chromium fires it
// *before* visibilitychange, when those three are not reported yet. A page restored from the back/forward cache is a
// new view with its own beacon (and its own view id: the server keeps one beacon per id). A tab whose first load was an admin page sends nothing; only the page's template leaves
// the browser, never its address. Bots are told apart by the server, from the beacon's own User-Agent header (isbot in
// the route): isbot's pattern here cost every visitor's phone one long task compiling it (165 ms at Lighthouse's 4×
// slowdown, inside the blocking-time window), to save a beacon the server drops anyway.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { EFFECTIVE_TYPES, templateOf, type EffectiveType } from "@/lib/analytics/page-template";

let started = false;

function connectionType(): EffectiveType | null {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (EFFECTIVE_TYPES as readonly string[]).includes(type ?? "") ? (type as EffectiveType) : null;
}

/** A random id for one page view (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newViewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function reportVitals(): void {
  if (started) return;
  started = true;
  // The metrics belong to the document's own (hard) load, whatever page the client router shows now.
  const navigation = performance.getEntriesByType("navigation")[0];
  const template = templateOf(new URL(navigation?.name || location.href).pathname);
  if (!template) return;

  let metrics: Partial<Record<Metric["name"], number>> = {};
  let sent = false;
  // This view's own id: the server keeps the first beacon of a view and drops any other.
  let view = newViewId();
  const keep = (metric: Metric) => {
    if (!sent) metrics[metric.name] = metric.value;
  };
  const send = () => {
    if (sent || Object.keys(metrics).length === 0) return;
    sent = true;
    const body = JSON.stringify({ view, template, connection: connectionType(), metrics });
    try {
      navigator.sendBeacon("/mnb/api/vitals", new Blob([body], { type: "application/json" }));
    } catch {
      // A browser that refuses the beacon loses this view's figures; the page must never notice.
    }
  };
  for (const observe of [onLCP, onINP, onCLS, onFCP, onTTFB]) observe(keep);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    metrics = {};
    sent = false;
    view = newViewId();
  });
}
