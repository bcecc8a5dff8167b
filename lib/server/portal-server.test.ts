// The portal server's 405: a method an /api path does not take is the envelope with Allow, from
// the one list of operations; paths it does not know are left to Next (the 404 catch-all, next-auth).
import { describe, expect, it } from "vitest";
import { allowedMethods } from "@/lib/api/api-methods";
import { errorEnvelopeSchema } from "@/lib/api/errors";
import { methodNotAllowed } from "@/lib/server/portal-server";

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
    expect(refused).toMatchObject({ status: 405, headers: { allow: "GET, HEAD, OPTIONS", "api-version": "1.0", "x-content-type-options": "nosniff" } });
    const body = JSON.parse(refused!.body);
    expect(errorEnvelopeSchema.parse(body)).toMatchObject({ code: "METHOD_NOT_ALLOWED", requestId: refused!.headers["x-request-id"] });
    expect(methodNotAllowed("GET", "/api/voyage/pols", new Headers())).toBeNull();
    expect(methodNotAllowed("HEAD", "/api/voyage/pols", new Headers())).toBeNull();
    expect(methodNotAllowed("POST", "/api/no/such", new Headers())).toBeNull();
    expect(methodNotAllowed("POST", "/signin", new Headers())).toBeNull();
  });
});
