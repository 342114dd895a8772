// Site-wide response headers (applied in next.config.ts). The CSP allows our own origin, uploaded files on Vercel
// Blob (and the Blob API for the admin's direct uploads) and the OpenStreetMap embed on /contact; Paystack's checkout
// (its frame and API) only on the payment page (`PAYSTACK_PAGES`); a post's players (lib/posts/player-rules.ts) frame exactly
// their platforms' player hosts, loaded only when a reader taps one. Inline scripts stay allowed because Next's statically rendered pages carry inline bootstrap
// scripts and a per-request nonce would make every public page dynamic; everything else (framing, plugins, base and
// form targets) is locked down.
import { PLAYER_FRAME_ORIGINS } from "../posts/player-rules";

const BLOB = "https://*.public.blob.vercel-storage.com";
/** Where an admin's browser sends big files when Blob is on (`@vercel/blob/client` upload(), see lib/storage/direct-upload.ts). */
const BLOB_API = "https://vercel.com/api/blob/";
/** What @paystack/inline-js (bundled, loaded on Pay Now) talks to: its checkout frame and Paystack's API. */
const PAYSTACK_FRAME = "https://checkout.paystack.com";
const PAYSTACK_API = "https://api.paystack.co";
/** The pages that open Paystack's checkout, and so get it in their CSP. */
export const PAYSTACK_PAGES = ["/payment"];
const MAP_FRAME = "https://www.openstreetmap.org";

export function contentSecurityPolicy(dev: boolean, paystack = false): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's dev overlay and fast refresh evaluate code; production never does.
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", BLOB],
    "media-src": ["'self'", "blob:", BLOB],
    "font-src": ["'self'", "data:"],
    // The proof-of-work widget (lib/abuse/client-challenge.ts) solves in Web Workers it starts from blob: URLs of its own code.
    "worker-src": ["'self'", "blob:"],
    "connect-src": ["'self'", BLOB, BLOB_API, ...(paystack ? [PAYSTACK_API] : []), ...(dev ? ["ws:"] : [])],
    "frame-src": [MAP_FRAME, ...PLAYER_FRAME_ORIGINS, ...(paystack ? [PAYSTACK_FRAME] : [])],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(opts: {
  dev: boolean;
  production: boolean;
  paystack?: boolean;
}): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(opts.dev, opts.paystack) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    {
      key: "Permissions-Policy",
      value: `camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(${opts.paystack ? `self "${PAYSTACK_FRAME}"` : ""})`,
    },
    // Browsers only honour HSTS over HTTPS; it is sent from production builds, which are served behind TLS.
    ...(opts.production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

/**
 * Where Next serves its build's files (scripts, stylesheets, fonts) and optimised images. The document headers above
 * mean nothing on a script or a picture (a policy applies to the document that loads it), yet they were ~800 bytes of
 * every such response: on /blog's nine scripts, 7 kB of a phone's first download (Lighthouse's "script transferred").
 * These answers carry only `nosniff`; the image optimiser adds its own sandboxing CSP.
 */
export const ASSET_PATHS = "/_next/(.*)";
export const assetHeaders = [{ key: "X-Content-Type-Options", value: "nosniff" }];
/**
 * A next.config `headers()` source: every path but `ASSET_PATHS`. The sources here use unnamed groups on purpose: when a
 * source names a parameter (`/:path(…)`), Next's router compiles each header value holding a colon (the CSP) as a path
 * template on every request, to substitute it (~35 µs a request, lib/next-config/security-headers.test.ts).
 */
export const DOCUMENT_PATHS = "/((?!_next/).*)";

/**
 * The public pages that are the same for every visitor: what people land on from shared links and search. They are
 * the only documents without `Cross-Origin-Opener-Policy: same-origin`. Measured with Lighthouse (docs/performance.md),
 * that header on a landing page halved its score's blocking time: entering it from another page (Lighthouse starts from
 * about:blank, a visitor from WhatsApp or Google) makes the browser switch browsing context group for it. These pages
 * hold nothing of anyone's, so a window that opened one learns nothing from keeping a handle to it; every other page
 * (sign-in, account, booking, payment, admin, links with tokens, anything added later) keeps the header.
 */
export const OPEN_PAGES = [
  "pre-home",
  "home",
  "about",
  "service",
  "contact",
  "blog",
  "post",
  "containercomponent",
  "songs",
  "style-spotlight",
  "smartlink",
  "links",
  "advertise",
  "license",
  "terms",
  "privacy-policy",
  "brand-guideline",
] as const;

/** A next.config `headers()` source: every path except the open pages, what lies below them and `ASSET_PATHS`. */
export const ISOLATED_PATHS = `/((?!(?:${OPEN_PAGES.join("|")})(?:/|$)|_next/).*)`;

export const isolationHeaders = [{ key: "Cross-Origin-Opener-Policy", value: "same-origin" }];
