import { describe, expect, it } from "vitest";
import { ipInAllowList, parseAllowListEntry } from "@/lib/net/allow-list";

const cidrOf = (text: string) => {
  const parsed = parseAllowListEntry(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.entry.cidr;
};
const refusal = (text: string) => {
  const parsed = parseAllowListEntry(text);
  return parsed.ok ? null : parsed.message;
};

describe("parseAllowListEntry", () => {
  it("writes addresses and ranges in one canonical form", () => {
    expect(cidrOf(" 203.0.113.0/24 ")).toBe("203.0.113.0/24");
    expect(cidrOf("198.51.100.7")).toBe("198.51.100.7");
    expect(cidrOf("198.51.100.7/32")).toBe("198.51.100.7");
    expect(cidrOf("2001:DB8:0:0:0:0:0:0/32")).toBe("2001:db8::/32");
    expect(cidrOf("2001:0db8::0001")).toBe("2001:db8::1");
    expect(cidrOf("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(cidrOf("::ffff:10.0.0.0/104")).toBe("10.0.0.0/8");
    expect(cidrOf("::/0")).toBe("::/0");
  });

  it("refuses bad entries with a message that says what is wrong", () => {
    expect(refusal("")).toMatch(/Enter an IP address/);
    expect(refusal("example.com")).toBe('"example.com" is not an IPv4 or IPv6 address.');
    expect(refusal("256.1.1.1")).toMatch(/not an IPv4 or IPv6 address/);
    expect(refusal("10.0.0.0/33")).toMatch(/IPv4 prefix is \/0 to \/32; \/33 is out of range/);
    expect(refusal("2001:db8::/129")).toMatch(/IPv6 prefix is \/0 to \/128/);
    expect(refusal("10.0.0.0/x")).toMatch(/not a prefix length/);
    expect(refusal("10.1.2.3/8")).toBe('"10.1.2.3/8" has bits set after the /8 prefix; did you mean 10.0.0.0/8?');
    expect(refusal("2001:db8::1/32")).toMatch(/did you mean 2001:db8::\/32\?/);
    expect(refusal("fe80::1%eth0")).toMatch(/zone id/);
    expect(refusal("10.0.0.0/8/8")).toMatch(/one "\/" at most/);
    expect(refusal("::ffff:10.0.0.0/64")).toMatch(/IPv4-mapped range needs a prefix of \/96 to \/128/);
  });
});

describe("ipInAllowList (CIDR matching)", () => {
  it("IPv4 addresses and ranges, edges included", () => {
    const list = ["203.0.113.0/24", "198.51.100.7"];
    expect(ipInAllowList("203.0.113.0", list)).toBe(true);
    expect(ipInAllowList("203.0.113.255", list)).toBe(true);
    expect(ipInAllowList("203.0.114.0", list)).toBe(false);
    expect(ipInAllowList("203.0.112.255", list)).toBe(false);
    expect(ipInAllowList("198.51.100.7", list)).toBe(true);
    expect(ipInAllowList("198.51.100.8", list)).toBe(false);
    expect(ipInAllowList("10.9.8.7", ["10.0.0.0/8"])).toBe(true);
    expect(ipInAllowList("11.0.0.0", ["10.0.0.0/8"])).toBe(false);
    expect(ipInAllowList("127.0.0.1", ["0.0.0.0/0"])).toBe(true);
  });

  it("IPv6 addresses and ranges, whatever the spelling", () => {
    const list = ["2001:db8:abcd::/48", "2001:db8::1"];
    expect(ipInAllowList("2001:db8:abcd:12::5", list)).toBe(true);
    expect(ipInAllowList("2001:DB8:ABCD:FFFF:FFFF:FFFF:FFFF:FFFF", list)).toBe(true);
    expect(ipInAllowList("2001:db8:abce::", list)).toBe(false);
    expect(ipInAllowList("2001:0db8:0000:0000:0000:0000:0000:0001", list)).toBe(true);
    expect(ipInAllowList("2001:db8::2", list)).toBe(false);
    expect(ipInAllowList("::1", ["::1"])).toBe(true);
    expect(ipInAllowList("::1", ["127.0.0.1"])).toBe(false);
  });

  it("IPv4-mapped IPv6 matches the IPv4 entries it carries, and the other way round", () => {
    expect(ipInAllowList("::ffff:203.0.113.9", ["203.0.113.0/24"])).toBe(true);
    expect(ipInAllowList("::ffff:cb00:7109", ["203.0.113.0/24"])).toBe(true);
    expect(ipInAllowList("::ffff:203.0.114.9", ["203.0.113.0/24"])).toBe(false);
    expect(ipInAllowList("203.0.113.9", ["::ffff:203.0.113.0/120"])).toBe(true);
    expect(ipInAllowList("::ffff:127.0.0.1", ["127.0.0.1"])).toBe(true);
  });

  it("matches nothing with no entries, a bad client address, or entries that do not parse", () => {
    expect(ipInAllowList("127.0.0.1", [])).toBe(false);
    expect(ipInAllowList("", ["0.0.0.0/0"])).toBe(false);
    expect(ipInAllowList("not-an-ip", ["0.0.0.0/0"])).toBe(false);
    expect(ipInAllowList("10.0.0.1", ["garbage", "10.0.0.0/8"])).toBe(true);
  });
});
