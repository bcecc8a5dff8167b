// Subscription URLs may not point into the operator's network (FEED_ALLOW_PRIVATE_URLS unset).
process.env.FEED_ALLOW_PRIVATE_URLS = "0";
import { beforeAll, describe, expect, it } from "vitest";
import { createSubscription } from "@/lib/feed/subscriptions";
import { postBatch } from "@/lib/feed/post-batch";
import { isBlockedAddress, refusalOfUrl } from "@/lib/feed/url-guard";
import { startReceiver, testCallers } from "@/lib/feed/test-helpers";

let callers: Awaited<ReturnType<typeof testCallers>>;
beforeAll(async () => {
  callers = await testCallers();
});

describe("the private address guard", () => {
  it("knows private, loopback, link-local and special addresses, IPv4 and IPv6", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isBlockedAddress(a), a).toBe(true);
    }
    for (const a of [
      "8.8.8.8",
      "93.184.216.34",
      "2606:4700::1111",
      "::ffff:8.8.8.8",
      "::ffff:808:808",
      "2002:808:808::1",
    ])
      expect(isBlockedAddress(a), a).toBe(false);
  });

  it("knows IPv6 forms that wrap a private IPv4 address (issue 26): compatible, mapped in hex, 6to4, NAT64, Teredo, translated", () => {
    const wrapped = [
      "::7f00:1",
      "::127.0.0.1",
      "::a00:1",
      "::a9fe:a9fe", // IPv4-compatible
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      "0:0:0:0:0:ffff:127.0.0.1", // IPv4-mapped, hex and long forms
      "2002:7f00:1::",
      "2002:a00:1::1",
      "2002:c0a8:101::",
      "2002:a9fe:a9fe:0:0:0:0:1", // 6to4 of 127.0.0.1, 10.0.0.1, 192.168.1.1, 169.254.169.254
      "64:ff9b::7f00:1",
      "64:ff9b::8.8.8.8",
      "64:ff9b:1::a00:1", // NAT64
      "2001:0:4136:e378:8000:63bf:80ff:fffe", // Teredo (client 127.0.0.1)
      "::ffff:0:7f00:1", // IPv4-translated
      "fec0::1", // site-local
    ];
    for (const a of wrapped) expect(isBlockedAddress(a), a).toBe(true);
  });

  it("refuses subscription URLs of those forms", async () => {
    for (const url of [
      "http://[::7f00:1]/",
      "http://[2002:7f00:1::]/",
      "http://[::ffff:7f00:1]/",
      "http://[64:ff9b::a00:1]/hook",
      "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/",
    ]) {
      await expect(createSubscription(callers.bvfAgent, { url }), url).rejects.toMatchObject({
        code: "VALIDATION_FAILED",
        errors: [{ path: "url", code: "private_address" }],
      });
    }
  });

  it("refuses such URLs at creation (422 with the reason) and again at delivery time", async () => {
    for (const url of [
      "http://127.0.0.1:9/hook",
      "http://[::1]/hook",
      "http://localhost/hook",
      "http://169.254.169.254/latest",
    ]) {
      await expect(createSubscription(callers.bvfAgent, { url })).rejects.toMatchObject({
        code: "VALIDATION_FAILED",
        errors: [{ path: "url", code: "private_address" }],
      });
    }
    expect(await refusalOfUrl("http://localhost/x")).toMatch(/loopback/);
    const receiver = await startReceiver();
    try {
      for (const url of [receiver.url, receiver.url.replace("127.0.0.1", "localhost")]) {
        const outcome = await postBatch(url, {}, "[]");
        expect(outcome.status).toBeNull();
        expect(outcome.error).toMatch(/private, loopback or link-local/);
      }
      expect(receiver.posts).toHaveLength(0);
    } finally {
      await receiver.close();
    }
  });
});
