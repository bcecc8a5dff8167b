// The portal server's 405: a method an /api path does not take is the envelope with Allow, from
// the one list of operations; paths it does not know are left to Next (the 404 catch-all, next-auth).
import { describe, expect, it } from "vitest";
import { allowedMethods } from "@/lib/api/api-methods";
import { errorEnvelopeSchema } from "@/lib/core/errors";
import { clientErrorAnswer, malformedUrl, MAX_URL_BYTES, methodNotAllowed } from "@/lib/server/portal-server";

describe("methods of /api paths", () => {
  it("come from the operations, with HEAD for GET and OPTIONS", () => {
    expect(allowedMethods("/api/voyage/rotation")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods("/api/booking/save")).toEqual(["OPTIONS", "POST"]);
    expect(allowedMethods("/api/feed/subscriptions/12")).toEqual(["DELETE", "OPTIONS"]);
    expect(allowedMethods("/api/feed/subscriptions")).toEqual(["GET", "HEAD", "OPTIONS", "POST"]);
    expect(allowedMethods("/api/vessel/search")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods("/api/no/such")).toBeNull();
    expect(allowedMethods("/api/auth/session")).toBeNull();
  });

  it("a wrong one is the 405 envelope with Allow and a request id; a right one or an unknown path is left to Next", () => {
    const refused = methodNotAllowed("DELETE", "/api/voyage/pols?Line=NRL", new Headers());
    expect(refused).toMatchObject({
      status: 405,
      headers: { allow: "GET, HEAD, OPTIONS", "api-version": "1.0", "x-content-type-options": "nosniff" },
    });
    const body = JSON.parse(refused!.body);
    expect(errorEnvelopeSchema.parse(body)).toMatchObject({
      code: "METHOD_NOT_ALLOWED",
      requestId: refused!.headers["x-request-id"],
    });
    expect(methodNotAllowed("GET", "/api/voyage/pols", new Headers())).toBeNull();
    expect(methodNotAllowed("HEAD", "/api/voyage/pols", new Headers())).toBeNull();
    expect(methodNotAllowed("POST", "/api/no/such", new Headers())).toBeNull();
    expect(methodNotAllowed("POST", "/signin", new Headers())).toBeNull();
  });
});

describe("URLs Next.js cannot take", () => {
  it("a bad percent-encoding in an /api path is the 400 envelope naming the path, not Next's plain-text 500", () => {
    for (const url of [
      "/api/%",
      "/api/bookings/%ED%A0%80",
      "/api/bookings/%C3",
      "/api/voyage/pols%zz?Line=NRL",
      "/api/%E0%A4%A",
    ]) {
      const answer = malformedUrl(url, new Headers());
      expect(answer, url).toMatchObject({
        status: 400,
        headers: { "content-type": "application/json; charset=utf-8", "api-version": "1.0" },
      });
      expect(errorEnvelopeSchema.parse(JSON.parse(answer!.body))).toMatchObject({
        code: "BAD_REQUEST",
        errors: [{ path: "path" }],
      });
    }
    for (const url of ["/api/voyage/pols?Line=%", "/api/bookings/12", "/api/bookings/%C3%A9", "/bookings/%"])
      expect(malformedUrl(url, new Headers()), url).toBeNull();
  });

  it("a request target that is not a path (`GET *`, `OPTIONS *`: the asterisk form) is the 400 envelope, not Next's 500", () => {
    for (const url of ["*", "*?x=1", "api/health"]) {
      const answer = malformedUrl(url, new Headers());
      expect(answer, url).toMatchObject({
        status: 400,
        headers: { "content-type": "application/json; charset=utf-8", "api-version": "1.0" },
      });
      expect(errorEnvelopeSchema.parse(JSON.parse(answer!.body))).toMatchObject({
        code: "BAD_REQUEST",
        errors: [{ path: "target" }],
      });
    }
    // The absolute form is a path too (Next redirects it to the origin form).
    expect(malformedUrl("http://127.0.0.1/api/health", new Headers())).toBeNull();
  });

  it("a URL over 16 KiB is the 414 envelope, whatever its path", () => {
    for (const url of [
      `/api/voyage/pols?Line=${"x".repeat(MAX_URL_BYTES)}`,
      `/bookings?q=${"x".repeat(MAX_URL_BYTES)}`,
    ]) {
      const answer = malformedUrl(url, new Headers());
      expect(answer?.status).toBe(414);
      expect(errorEnvelopeSchema.parse(JSON.parse(answer!.body)).code).toBe("URI_TOO_LONG");
    }
    expect(malformedUrl(`/api/voyage/pols?Line=${"x".repeat(MAX_URL_BYTES - 30)}`, new Headers())).toBeNull();
  });

  it("a head Node cannot parse is answered in the envelope too (431 when too large)", () => {
    const raw = clientErrorAnswer(Object.assign(new Error("Header overflow"), { code: "HPE_HEADER_OVERFLOW" }));
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    const [head, body] = raw.split("\r\n\r\n");
    expect(head).toMatch(/content-length: \d+/);
    expect(errorEnvelopeSchema.parse(JSON.parse(body)).code).toBe("HEADERS_TOO_LARGE");
    expect(clientErrorAnswer(Object.assign(new Error("Parse"), { code: "HPE_INVALID_METHOD" }))).toMatch(
      /^HTTP\/1\.1 400 /,
    );
  });
});
