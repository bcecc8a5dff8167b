// IP allow lists: parsing an operator's entry (an address or a CIDR range, IPv4 or IPv6) into its
// canonical form, and matching a client address against a list with node's net.BlockList, which
// does the subnet arithmetic for both families. IPv4-mapped IPv6 (::ffff:203.0.113.5) is treated
// as the IPv4 address it carries, on either side, so a dual-stack socket matches IPv4 entries.
import { BlockList, isIP } from "node:net";

export interface AllowListEntryParsed {
  /** canonical text: "203.0.113.0/24", "2001:db8::/32", "198.51.100.7", "2001:db8::1" */
  cidr: string;
  family: "ipv4" | "ipv6";
  address: string;
  /** null for a single address */
  prefix: number | null;
}

/** What is wrong with an entry, with the values its sentence names (the catalogue words it per language). */
export type CidrProblem =
  | { kind: "empty"; values: Record<string, never> }
  | { kind: "zoneId" | "notCidr"; values: { text: string } }
  | { kind: "notAddress"; values: { address: string } }
  | { kind: "notPrefix"; values: { prefix: string } }
  | { kind: "mappedPrefix"; values: { prefix: number } }
  | { kind: "prefixRange"; values: { family: string; max: number; prefix: string } }
  | { kind: "hostBits"; values: { text: string; prefix: string; suggestion: string } };

/** A refusal carries its English message (for logs and tests) and the problem it was made from. */
export type ParseResult =
  { ok: true; entry: AllowListEntryParsed } | { ok: false; message: string; problem: CidrProblem };

// The English of each problem; lib/admin words the same problems from the catalogue (refusals.admin.cidr).
function refused(problem: CidrProblem): ParseResult {
  const v: Record<string, string | number> = problem.values;
  const english: Record<CidrProblem["kind"], string> = {
    empty: "Enter an IP address or a CIDR range, e.g. 203.0.113.0/24.",
    zoneId: `"${v.text}" has a zone id (%…); enter the address without it.`,
    notCidr: `"${v.text}" is not an address or a CIDR range (one "/" at most).`,
    notAddress: `"${v.address}" is not an IPv4 or IPv6 address.`,
    notPrefix: `"/${v.prefix}" is not a prefix length; write e.g. /24.`,
    mappedPrefix: `An IPv4-mapped range needs a prefix of /96 to /128; /${v.prefix} is out of range.`,
    prefixRange: `An ${v.family} prefix is /0 to /${v.max}; /${v.prefix} is out of range.`,
    hostBits: `"${v.text}" has bits set after the /${v.prefix} prefix; did you mean ${v.suggestion}?`,
  };
  return { ok: false, message: english[problem.kind], problem };
}

/** ::ffff:7f00:1, as the URL parser writes ::ffff:127.0.0.1 */
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/** IPv6 compressed and lower-cased (RFC 5952, as the WHATWG URL parser writes it). */
function compressIpv6(text: string): string {
  return new URL(`http://[${text}]/`).hostname.slice(1, -1);
}

/** The canonical text of an address: IPv4 as is, IPv6 compressed and lower-cased, mapped IPv4 unwrapped. */
function canonicalAddress(text: string): { address: string; family: "ipv4" | "ipv6" } | null {
  const version = isIP(text);
  if (version === 4) return { address: text, family: "ipv4" };
  if (version !== 6) return null;
  const address = compressIpv6(text);
  const mapped = MAPPED_HEX.exec(address);
  if (!mapped) return { address, family: "ipv6" };
  const [hi, lo] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return { address: [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join("."), family: "ipv4" };
}

/** The bytes of an address (4 or 16). */
function addressBytes(address: string, family: "ipv4" | "ipv6"): number[] {
  if (family === "ipv4") return address.split(".").map(Number);
  const [head, tail = ""] = address.includes("::") ? address.split("::") : [address, ""];
  const groups = (s: string) => (s ? s.split(":") : []);
  const expand = (g: string[]): string[] =>
    g.flatMap((part) =>
      part.includes(".")
        ? ((b) => [((b[0] << 8) | b[1]).toString(16), ((b[2] << 8) | b[3]).toString(16)])(part.split(".").map(Number))
        : [part],
    );
  const h = expand(groups(head));
  const t = expand(groups(tail));
  const all = [...h, ...Array<string>(8 - h.length - t.length).fill("0"), ...t];
  return all.flatMap((g) => {
    const v = parseInt(g, 16);
    return [v >> 8, v & 0xff];
  });
}

function hostBitsSet(address: string, family: "ipv4" | "ipv6", prefix: number): boolean {
  const bytes = addressBytes(address, family);
  for (let bit = prefix; bit < bytes.length * 8; bit++) {
    if ((bytes[bit >> 3] >> (7 - (bit & 7))) & 1) return true;
  }
  return false;
}

/**
 * One entry as an operator types it. Refused with a message that says what is wrong: not an
 * address, a prefix out of range, a zone id, or host bits set ("10.1.2.3/8": did you mean 10.0.0.0/8?).
 */
export function parseAllowListEntry(input: string): ParseResult {
  const text = input.trim();
  if (!text) return refused({ kind: "empty", values: {} });
  if (text.includes("%")) return refused({ kind: "zoneId", values: { text } });
  const [addressText, prefixText, extra] = text.split("/");
  if (extra !== undefined) return refused({ kind: "notCidr", values: { text } });
  const canonical = canonicalAddress(addressText);
  if (!canonical) return refused({ kind: "notAddress", values: { address: addressText } });
  if (prefixText === undefined)
    return {
      ok: true,
      entry: { cidr: canonical.address, family: canonical.family, address: canonical.address, prefix: null },
    };

  if (!/^\d{1,3}$/.test(prefixText)) return refused({ kind: "notPrefix", values: { prefix: prefixText } });
  let prefix = Number(prefixText);
  // A mapped IPv6 range (::ffff:10.0.0.0/104) is the IPv4 range it covers (10.0.0.0/8).
  const mappedRange = canonical.family === "ipv4" && isIP(addressText) === 6;
  if (mappedRange) {
    if (prefix < 96 || prefix > 128) return refused({ kind: "mappedPrefix", values: { prefix } });
    prefix -= 96;
  }
  const max = canonical.family === "ipv4" ? 32 : 128;
  if (prefix > max)
    return refused({
      kind: "prefixRange",
      values: { family: canonical.family === "ipv4" ? "IPv4" : "IPv6", max, prefix: prefixText },
    });
  if (hostBitsSet(canonical.address, canonical.family, prefix)) {
    const suggestion = networkOf(canonical.address, canonical.family, prefix);
    return refused({ kind: "hostBits", values: { text, prefix: prefixText, suggestion: `${suggestion}/${prefix}` } });
  }
  if (prefix === max)
    return {
      ok: true,
      entry: { cidr: canonical.address, family: canonical.family, address: canonical.address, prefix: null },
    };
  return {
    ok: true,
    entry: { cidr: `${canonical.address}/${prefix}`, family: canonical.family, address: canonical.address, prefix },
  };
}

function networkOf(address: string, family: "ipv4" | "ipv6", prefix: number): string {
  const bytes = addressBytes(address, family).map((b, i) => {
    const keep = Math.max(0, Math.min(8, prefix - i * 8));
    return b & ((0xff << (8 - keep)) & 0xff);
  });
  if (family === "ipv4") return bytes.join(".");
  const groups = [];
  for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
  return compressIpv6(groups.join(":"));
}

/** A matcher over stored entries; entries that no longer parse are skipped (never match). */
export function allowListMatcher(cidrs: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  let size = 0;
  for (const cidr of cidrs) {
    const parsed = parseAllowListEntry(cidr);
    if (!parsed.ok) continue;
    const { address, family, prefix } = parsed.entry;
    if (prefix === null) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
    size++;
  }
  return (ip: string) => {
    if (size === 0) return false;
    const client = canonicalAddress(ip.trim());
    return client !== null && list.check(client.address, client.family);
  };
}

/** Whether `ip` is inside any of the entries. */
export function ipInAllowList(ip: string, cidrs: readonly string[]): boolean {
  return allowListMatcher(cidrs)(ip);
}
