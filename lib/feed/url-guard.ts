import "server-only";
// Subscription URLs must not reach into the operator's own network (SSRF): a host that resolves
// to a private, loopback, link-local or otherwise special address is refused when the
// subscription is created, and again at connect time for every post (DNS may change after the
// check: rebinding). FEED_ALLOW_PRIVATE_URLS=1 lifts this for the demo and tests.
import dns from "node:dns";
import net from "node:net";
import type { Worded } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { refusal } from "@/lib/i18n/sentences";

const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];
const BLOCKED_V6: [string, number][] = [
  // IPv4-compatible (::a.b.c.d, deprecated; :: and ::1 among them) and IPv4-translated (::ffff:0:a.b.c.d)
  ["::", 96],
  ["::ffff:0:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
  ["100::", 64],
  // NAT64 (well-known and local-use prefixes: the gateway reaches whatever IPv4 the address embeds)
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  // Teredo (embeds an obfuscated IPv4 address) and ORCHID / benchmarking / documentation ranges
  ["2001::", 32],
  ["2001:2::", 48],
  ["2001:10::", 28],
  ["2001:20::", 28],
  ["3fff::", 20],
];
const blockList = new net.BlockList();
for (const [a, p] of BLOCKED_V4) blockList.addSubnet(a, p, "ipv4");
// IPv6 prefixes are matched on the parsed hextets (net.BlockList relates IPv4 to some IPv6 rules itself).

export const privateUrlsAllowed = () => env().FEED_ALLOW_PRIVATE_URLS;

/** The 8 hextets of an IPv6 address (with or without a dotted IPv4 tail), or null. */
function hextets(address: string): number[] | null {
  if (net.isIPv6(address) === false) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === null ? [] : Array(8 - left.length - right.length).fill("0");
  const parts = [...left, ...fill, ...right].map((h) => parseInt(h, 16));
  return parts.length === 8 && parts.every((n) => n >= 0 && n <= 0xffff) ? parts : null;
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * True for an address a subscriber's endpoint may not have. IPv6 forms that carry an IPv4
 * address are judged by it: IPv4-mapped (::ffff:a.b.c.d, in dotted or hex form) and 6to4
 * (2002:AABB:CCDD::/48, the relay reaches AA.BB.CC.DD); IPv4-compatible (::/96), IPv4-translated,
 * NAT64 and Teredo ranges are refused whole.
 */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 4) return blockList.check(address, "ipv4");
  const h = hextets(address);
  if (!h) return true;
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff) return blockList.check(v4(h[6], h[7]), "ipv4");
  if (h[0] === 0x2002) return blockList.check(v4(h[1], h[2]), "ipv4");
  return blockedV6.some(([prefix, bits]) => inPrefix(h, prefix, bits));
}

const blockedV6 = BLOCKED_V6.map(([a, bits]) => [hextets(a)!, bits] as const);
function inPrefix(h: number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i < 8 && bits > 0; i++, bits -= 16) {
    const mask = bits >= 16 ? 0xffff : (0xffff << (16 - bits)) & 0xffff;
    if ((h[i] & mask) !== (prefix[i] & mask)) return false;
  }
  return true;
}

/** Why the URL's host may not be posted to, or null. Resolves the name as the post would. */
export async function refusalOfUrl(url: string): Promise<string | null> {
  return (await urlRefusal(url))?.text ?? null;
}

/** refusalOfUrl as a refusal, in the caller's language at the edge. */
export async function urlRefusal(url: string): Promise<Worded | null> {
  if (privateUrlsAllowed()) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = net.isIP(host)
      ? [host]
      : (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return refusal("refusals.feed.hostDoesNotResolve", { host });
  }
  const bad = addresses.find(isBlockedAddress);
  return bad ? refusal("refusals.feed.hostPrivate", { host, address: bad }) : null;
}

/**
 * A `lookup` for http.request that refuses blocked addresses at connect time, so the address
 * checked is the address used.
 */
export const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, results) => {
    const list = results ?? [];
    if (error) return callback(error, []);
    const allowed = privateUrlsAllowed() ? list : list.filter((a) => !isBlockedAddress(a.address));
    if (!allowed.length) {
      const err = Object.assign(new Error(`${hostname} resolves only to private, loopback or link-local addresses`), {
        code: "EBLOCKEDADDRESS",
      });
      return callback(err, []);
    }
    if (options.all) return callback(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
};
