// Which address a request came from, trusting only hops we know are ours. The first X-Forwarded-For entry is
// written by the client and proves nothing; without a proxy we use the TCP peer that the server itself saw.
//  - On Vercel its edge overwrites x-real-ip / x-vercel-forwarded-for with the real client address.
//  - Behind N proxies of our own (TRUSTED_PROXY=N), each appends the address it saw, so the client is the N-th entry
//    from the right; anything further left was sent by the client.
//  - Otherwise the TCP peer address, stamped into PEER_HEADER by lib/peer-address.ts (client copies are overwritten).
export const PEER_HEADER = "x-mnb-peer-address";

type HeaderReader = { get(name: string): string | null };

export function pickClientIp(h: HeaderReader, opts: { vercel: boolean; trustedProxies: number }): string {
  if (opts.vercel) {
    const vercel = h.get("x-vercel-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip")?.trim();
    if (vercel) return vercel;
  }
  if (opts.trustedProxies > 0) {
    const hops = (h.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const entry = hops[hops.length - opts.trustedProxies];
    if (entry) return entry;
  }
  return h.get(PEER_HEADER)?.trim() || "unknown";
}
