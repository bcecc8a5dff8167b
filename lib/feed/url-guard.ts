import "server-only";
// Subscription URLs must not reach into the operator's own network (SSRF): a host that resolves
// to a private, loopback, link-local or otherwise special address is refused when the
// subscription is created, and again at connect time for every post (DNS may change after the
// check: rebinding). FEED_ALLOW_PRIVATE_URLS=1 lifts this for the demo and tests.
import dns from "node:dns";
import net from "node:net";
import { env } from "@/lib/env";

const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16],
  ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15],
  ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
];
const BLOCKED_V6: [string, number][] = [
  ["::", 128], ["::1", 128], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8], ["2001:db8::", 32], ["64:ff9b::", 96], ["100::", 64],
];
const blockList = new net.BlockList();
for (const [a, p] of BLOCKED_V4) blockList.addSubnet(a, p, "ipv4");
for (const [a, p] of BLOCKED_V6) blockList.addSubnet(a, p, "ipv6");

export const privateUrlsAllowed = () => env().FEED_ALLOW_PRIVATE_URLS;

/** True for an address a subscriber's endpoint may not have. IPv4-mapped IPv6 is judged as IPv4. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blockList.check(mapped[1], "ipv4");
  const family = net.isIP(address);
  if (family === 0) return true;
  return blockList.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why the URL's host may not be posted to, or null. Resolves the name as the post would. */
export async function refusalOfUrl(url: string): Promise<string | null> {
  if (privateUrlsAllowed()) return null;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return `The host ${host} does not resolve.`;
  }
  const bad = addresses.find(isBlockedAddress);
  return bad ? `The host ${host} resolves to ${bad}, a private, loopback or link-local address.` : null;
}

/**
 * A `lookup` for http.request that refuses blocked addresses at connect time, so the address
 * checked is the address used.
 */
export const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, results) => {
    const list = (results ?? []) as unknown as dns.LookupAddress[];
    if (error) return (callback as (e: Error | null, a: dns.LookupAddress[]) => void)(error, []);
    const allowed = privateUrlsAllowed() ? list : list.filter((a) => !isBlockedAddress(a.address));
    if (!allowed.length) {
      const err = Object.assign(new Error(`${hostname} resolves only to private, loopback or link-local addresses`), { code: "EBLOCKEDADDRESS" });
      return (callback as (e: Error | null, a: dns.LookupAddress[]) => void)(err, []);
    }
    if (options.all) return (callback as (e: Error | null, a: dns.LookupAddress[]) => void)(null, allowed);
    (callback as (e: Error | null, a: string, f: number) => void)(null, allowed[0].address, allowed[0].family);
  });
};
