// The client's IP address for allow lists. The custom server (scripts/run-portal.ts) writes the
// socket's address into PEER_IP_HEADER, replacing anything a client sent under that name.
// X-Forwarded-For is read only through TRUSTED_PROXY_COUNT proxies that we run: each appends the
// address it saw, so the client is the entry that many places from the right.
export const PEER_IP_HEADER = "x-quayside-peer-ip";

export function normalizeIp(ip: string): string {
  const trimmed = ip.trim();
  if (trimmed.startsWith("::ffff:") && trimmed.includes(".")) return trimmed.slice(7);
  return trimmed;
}

export function clientIp(headers: Headers, trustedProxyCount: number): string {
  const peer = normalizeIp(headers.get(PEER_IP_HEADER) ?? "");
  if (trustedProxyCount === 0) return peer;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Chain as seen by us: client?, …, proxies…, peer. The peer is the last proxy.
  const chain = [...forwarded, peer];
  const index = chain.length - 1 - trustedProxyCount;
  return normalizeIp(chain[Math.max(index, 0)] ?? peer);
}

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    const v = Number(p);
    if (!/^\d{1,3}$/.test(p) || v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

/** Whether `ip` matches an allow-list entry: an exact address or an IPv4 CIDR range. */
export function ipAllowed(ip: string, allowList: readonly string[]): boolean {
  const address = normalizeIp(ip);
  for (const entry of allowList) {
    const [base, bitsText] = entry.split("/");
    if (bitsText === undefined) {
      if (normalizeIp(base) === address) return true;
      continue;
    }
    const a = ipv4ToInt(address);
    const b = ipv4ToInt(base);
    const bits = Number(bitsText);
    if (a === null || b === null || !(bits >= 0 && bits <= 32)) continue;
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    if (((a & mask) >>> 0) === ((b & mask) >>> 0)) return true;
  }
  return false;
}
