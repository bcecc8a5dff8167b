import { describe, expect, it } from "vitest";
import { PEER_IP_HEADER, clientIp, ipAllowed } from "@/lib/net/client-ip";

const headers = (peer: string, forwarded?: string) => {
  const h = new Headers({ [PEER_IP_HEADER]: peer });
  if (forwarded) h.set("x-forwarded-for", forwarded);
  return h;
};

describe("clientIp", () => {
  it("uses the socket address and ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientIp(headers("::ffff:10.0.0.5", "127.0.0.1"), 0)).toBe("10.0.0.5");
  });
  it("takes the address that the trusted proxies saw, not what the client claims", () => {
    // client forged "1.1.1.1"; our one proxy (peer 10.0.0.2) appended the real client 203.0.113.9
    expect(clientIp(headers("10.0.0.2", "1.1.1.1, 203.0.113.9"), 1)).toBe("203.0.113.9");
    // two proxies: the outer appended the client, the inner appended the outer
    expect(clientIp(headers("10.0.0.3", "203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
  });
  it("falls back to the leftmost entry when the chain is shorter than the proxies trusted", () => {
    expect(clientIp(headers("10.0.0.2"), 2)).toBe("10.0.0.2");
  });
});

describe("ipAllowed", () => {
  it("matches exact addresses, IPv4-mapped IPv6 and CIDR ranges", () => {
    expect(ipAllowed("127.0.0.1", ["127.0.0.1"])).toBe(true);
    expect(ipAllowed("::ffff:127.0.0.1", ["127.0.0.1"])).toBe(true);
    expect(ipAllowed("::1", ["127.0.0.1", "::1"])).toBe(true);
    expect(ipAllowed("192.168.4.20", ["192.168.4.0/24"])).toBe(true);
    expect(ipAllowed("192.168.5.20", ["192.168.4.0/24"])).toBe(false);
    expect(ipAllowed("10.0.0.1", [])).toBe(false);
  });
});
