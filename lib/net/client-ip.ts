// The client's IP address for allow lists. The custom server (scripts/run-portal.ts) writes the
// socket's address into PEER_IP_HEADER, replacing anything a client sent under that name.
// X-Forwarded-For is read only through TRUSTED_PROXY_COUNT proxies that we run: each appends the
// address it saw, so the client is the entry that many places from the right.
import { ipInAllowList } from "@/lib/net/allow-list";

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

/** Whether `ip` matches an allow-list entry (an address or a CIDR range, IPv4 or IPv6): lib/net/allow-list.ts. */
export function ipAllowed(ip: string, allowList: readonly string[]): boolean {
  return ipInAllowList(ip, allowList);
}
