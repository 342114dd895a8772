// Tracked links in promo emails (docs/features/promo-links.md): every http(s) link of the admin's (already sanitised)
// HTML goes through our redirect, /mnb/api/promo-links/{linkId}/{messageId}, so a campaign shows who clicked what.
// Opens are not tracked.

/** Stands for a message's id in the once-rendered template (message ids are UUIDs, never this). */
export const MESSAGE_SLOT = "MNB_MESSAGE_ID_SLOT";

export const PROMO_LINK_NOT_FOUND = "Link not found.";

export const promoLinkPath = (linkId: string, messageId: string) => `/mnb/api/promo-links/${linkId}/${messageId}`;

const decode = (href: string) =>
  href
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

// sanitize-html writes every attribute double-quoted with its `&` escaped, so one pattern finds each link's address.
const ANCHOR_HREF = /(<a\b[^>]*?\shref=")(https?:\/\/[^"]+)(")/gi;

/**
 * The HTML with each http(s) link's address replaced by `hrefFor(n)`, where n numbers the distinct addresses in order
 * of first appearance (the same address twice is one link), and those addresses. mailto: links and pictures stay.
 */
export function trackLinks(html: string, hrefFor: (position: number) => string): { html: string; urls: string[] } {
  const urls: string[] = [];
  const tracked = html.replace(ANCHOR_HREF, (_match, before: string, href: string, after: string) => {
    const url = decode(href);
    let position = urls.indexOf(url);
    if (position < 0) position = urls.push(url) - 1;
    return `${before}${hrefFor(position)}${after}`;
  });
  return { html: tracked, urls };
}

/**
 * Where a click goes: the stored address, with our own site's pages marked as the newsletter's traffic
 * (utm_source=newsletter, utm_medium=email, utm_campaign=promo-{campaign}) unless the admin set a source already.
 */
export function clickTarget(url: string, siteUrl: string, campaignId: string): string {
  const target = new URL(url);
  if (target.origin !== new URL(siteUrl).origin || target.searchParams.has("utm_source")) return target.toString();
  target.searchParams.set("utm_source", "newsletter");
  target.searchParams.set("utm_medium", "email");
  target.searchParams.set("utm_campaign", `promo-${campaignId}`);
  return target.toString();
}
