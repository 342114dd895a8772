"use client";
// The share page's only script (and the link-in-bio page's). The page itself is one cached HTML for everyone, so what
// only the browser knows is added here: the page's referrer, its `utm_source`, `utm_medium`, `utm_campaign` and its QR
// mark are appended to the platform buttons (the tracked redirect records them with the click), and, on a share page
// (`slug`), one view is reported. A prerendered page reports its view only once it is shown (a speculative load is
// not a visit).
import { useEffect, useRef } from "react";
import { QR_MARK } from "@/lib/smart-links/paths";

export function ShareTracker({ slug }: { slug?: string }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const reported = useRef(false);

  useEffect(() => {
    const here = new URL(window.location.href);
    const marks = {
      referrer: document.referrer || null,
      channel: here.searchParams.get("utm_source") ?? here.searchParams.get("src"),
      medium: here.searchParams.get("utm_medium"),
      campaign: here.searchParams.get("utm_campaign"),
      qr: here.searchParams.get(QR_MARK) === "1",
    };
    const page = anchor.current?.closest("[data-smart-link]");
    for (const link of page?.querySelectorAll<HTMLAnchorElement>("a[data-go]") ?? []) {
      const go = new URL(link.href);
      if (marks.referrer) go.searchParams.set("ref", marks.referrer);
      if (marks.channel) go.searchParams.set("utm_source", marks.channel);
      if (marks.medium) go.searchParams.set("utm_medium", marks.medium);
      if (marks.campaign) go.searchParams.set("utm_campaign", marks.campaign);
      if (marks.qr) go.searchParams.set(QR_MARK, "1");
      link.href = `${go.pathname}${go.search}`;
    }

    if (slug === undefined || reported.current) return;
    reported.current = true;
    const report = () =>
      void fetch(`/mnb/api/smart-links/${encodeURIComponent(slug)}/views`, {
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(marks),
      }).catch(() => {});
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      document.addEventListener("prerenderingchange", report, { once: true });
    } else report();
  }, [slug]);

  return <span ref={anchor} hidden />;
}
