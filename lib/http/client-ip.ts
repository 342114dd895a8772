// Which address a request came from, trusting only hops we know are ours. The first X-Forwarded-For entry is
// written by the client and proves nothing; without a proxy we use the TCP peer that the server itself saw.
//  - On Vercel its edge overwrites x-real-ip / x-vercel-forwarded-for with the real client address.
//  - Behind N proxies of our own (TRUSTED_PROXY=N), each appends the address it saw, so the client is the N-th entry
//    from the right; anything further left was sent by the client.
//  - Otherwise the TCP peer address, stamped into PEER_HEADER by lib/http/peer-address.ts (client copies are overwritten).
export const PEER_HEADER = "x-mnb-peer-address";

type HeaderReader = { get(name: string): string | null };

export function pickClientIp(h: HeaderReader, opts: { vercel: boolean; trustedProxies: number }): string {
  if (opts.vercel) {
    const vercel = h.get("x-vercel-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip")?.trim();
    if (vercel) return vercel;
  }
  if (opts.trustedProxies > 0) {
    const hops = (h.get("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = hops[hops.length - opts.trustedProxies];
    if (entry) return entry;
  }
  return h.get(PEER_HEADER)?.trim() || "unknown";
}

/**
 * The key an address is counted under. An IPv4 address is its own key; an IPv6 address counts by its /64, the block
 * one subscriber line (or one mobile phone) gets, so walking through the 2^64 addresses of one's own block does not
 * buy fresh limits. IPv4-mapped IPv6 (`::ffff:1.2.3.4`) is the IPv4 address. Anything unparsable is kept as written.
 */
export function addressKey(address: string): string {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .split("%")[0];
  if (!ip.includes(":")) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing dotted IPv4 part expanded), or null. */
function ipv6Groups(ip: string): number[] | null {
  const halves = ip.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (!part) return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const octets = piece.split(".").map(Number);
        if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o) || o < 0 || o > 255)) return null;
        out.push((octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(Number.parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}
