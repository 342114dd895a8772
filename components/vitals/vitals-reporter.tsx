"use client";
// The public pages' island for what only the browser knows, rendering nothing:
// - where the visit came from (docs/features/attribution.md): on landing, once the page is idle, a small same-origin
//   POST to /mnb/api/touch with the address's campaign marks, the referring page (another site's only) and the landing
//   path — only when there is something to tell (a mark, another site, a smart link's page, or no touch yet), never
//   with the Global Privacy Control signal on. The server keeps it in a signed cookie (lib/analytics/attribution.ts).
// - each page view (the landing page once its touch is kept, then every page the visitor moves to), as a POST of its
//   path to /mnb/api/views: a post's views are counted, and the first view of a site visit is credited to the
//   visitor's touches. Smart links' share pages are counted by their own statistics and send none.
// - real visitors' Web Vitals: only after the page has loaded and the browser is idle does it fetch the reporter
//   (web-vitals and the beacon, ./vitals-beacon.ts) — so first-load JavaScript carries just these few lines.
//   web-vitals reads buffered performance entries, so starting late still sees LCP, FCP, CLS and TTFB. Whether this
//   view reports is decided once, here, at the rate the server passes down (VITALS_SAMPLE_RATE; 0: never).
import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

const MARKS = ["utm_source", "utm_medium", "utm_campaign", "src"];

const post = (url: string, body: object) =>
  fetch(url, {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => {});

const sendView = (path: string) => {
  if (!path.startsWith("/smartlink/")) void post("/mnb/api/views", { path });
};

/** Reports how the visit arrived when there is something to tell; resolves once the server has kept it. */
async function sendTouch() {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  const query = new URLSearchParams(location.search);
  let referrer: string | null = null;
  try {
    if (document.referrer && new URL(document.referrer).host !== location.host) referrer = document.referrer;
  } catch {
    // An unreadable referrer is none.
  }
  const marked = MARKS.some((m) => query.has(m)) || location.pathname.startsWith("/smartlink/");
  if (!referrer && !marked && document.cookie.split("; ").includes("mnb_touched=1")) return;
  const visit = {
    landing: location.pathname,
    referrer,
    source: query.get("utm_source") ?? query.get("src"),
    medium: query.get("utm_medium"),
    campaign: query.get("utm_campaign"),
    qr: query.get("qr") === "1",
  };
  await post("/mnb/api/touch", visit);
}

export function VitalsReporter({ sampleRate }: { sampleRate: number }) {
  const pathname = usePathname();
  // The last path whose view was sent (null until the landing page's has been).
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    const vitals = Math.random() < sampleRate;
    const start = () => {
      void sendTouch().then(() => {
        viewed.current = location.pathname;
        sendView(location.pathname);
      });
      if (vitals)
        void import("./vitals-beacon").then(
          (m) => m.reportVitals(),
          () => {},
        );
    };
    const whenIdle = () =>
      window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 200);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }, [sampleRate]);
  useEffect(() => {
    if (viewed.current === null || viewed.current === pathname) return;
    viewed.current = pathname;
    sendView(pathname);
  }, [pathname]);
  return null;
}
