// The check every API test's exchanges go through (callRoute, rawRequest): what it refuses and
// what it lets through, against the document the portal serves.
import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/testing/call-route";
import { checkExchange, checkWebhookPost, type Exchange } from "@/lib/testing/openapi-traffic";

const JSON_HEADERS = { "content-type": "application/json", "api-version": "1.0" };

function exchange(x: Partial<Exchange> & { url: string; status: number; body?: unknown; sent?: unknown }): Exchange {
  return {
    method: "GET",
    requestHeaders: new Headers(x.sent === undefined ? {} : { "content-type": "application/json" }),
    requestBody: x.sent === undefined ? undefined : JSON.stringify(x.sent),
    responseHeaders: new Headers(JSON_HEADERS),
    responseBody: x.body === undefined ? "" : JSON.stringify(x.body),
    ...x,
  };
}

const envelope = (code: string) => ({ status: 1, code, message: "…", errors: [], requestId: "r" });

const capacity = {
  voyage: "MEDS2646",
  vessel: "Nordic Star",
  capacityRt: 1000,
  open: true,
  legs: [],
};

describe("checking an exchange against the OpenAPI document", () => {
  it("refuses an answer the document does not describe, naming the operation and the JSON path", () => {
    expect(() =>
      checkExchange(exchange({ url: "/api/health", status: 200, body: { status: "ok", uptimeSeconds: "3" } })),
    ).toThrow(/getHealth \(GET \/api\/health\)\n {2}- answer 200 body at \$\.uptimeSeconds: must be integer/);
    expect(() =>
      checkExchange(exchange({ url: "/api/health", status: 200, body: { status: "ok", uptimeSeconds: 3, pid: 1 } })),
    ).toThrow(/answer 200 body at \$\.pid: is not in the document/);
    expect(() => checkExchange(exchange({ url: "/api/health", status: 418, body: envelope("INTERNAL") }))).toThrow(
      /answered 418, which the document does not list/,
    );
    expect(() =>
      checkExchange({
        ...exchange({ url: "/api/bookings/1/confirmation.pdf", status: 200 }),
        responseHeaders: new Headers({ "content-type": "application/octet-stream" }),
        responseBody: "%PDF-1.7",
      }),
    ).toThrow(/Content-Type application\/octet-stream, documented: application\/pdf/);
  });

  it("checks error answers against the envelope, on documented routes and off them", () => {
    expect(() =>
      checkExchange(exchange({ url: "/api/voyages/MEDS2646/capacity", status: 404, body: { error: "none" } })),
    ).toThrow(/getVoyageCapacity .*\n {2}- answer 404 body at \$\.status: is required/);
    expect(() =>
      checkExchange(exchange({ url: "/api/voyages/MEDS2646/capacity", status: 404, body: envelope("NOT_FOUND") })),
    ).not.toThrow();
    // A method the path does not take: its 405 is the envelope too.
    expect(() =>
      checkExchange(exchange({ method: "DELETE", url: "/api/health", status: 405, body: { message: "no" } })),
    ).toThrow(/DELETE \/api\/health\n {2}- answer 405 body at \$\.status: is required/);
  });

  it("checks the request only when it was answered as a success (bad input tests get their 4xx)", () => {
    const bad = { url: "/api/voyages/MEDS2646/stop-sale?line=NRL", method: "POST", sent: { stopped: "yes" } };
    expect(() => checkExchange(exchange({ ...bad, status: 422, body: envelope("VALIDATION_FAILED") }))).not.toThrow();
    expect(() => checkExchange(exchange({ ...bad, status: 200, body: capacity }))).toThrow(
      /setVoyageStopSale \(POST \/api\/voyages\/\{voyage\}\/stop-sale\)\n {2}- request body at \$\.stopped: must be boolean/,
    );
    // A voyage is named by its number: the path parameter is text.
    expect(() =>
      checkExchange(exchange({ url: "/api/voyages/MEDS2646/capacity", status: 200, body: capacity })),
    ).not.toThrow();
  });

  it("takes the interface's save message in both its spellings, and property names in any casing", () => {
    const answer = {
      status: 0,
      testOnly: true,
      booking: {
        Id: null,
        Prefix: "ACM",
        Number: null,
        BookingCode: null,
        Status: "Approved",
        IsCanceled: false,
        Version: 0,
        ItemCount: 0,
        Items: [],
        Quote: {
          Number: null,
          Currency: null,
          Total: null,
          OnRequest: false,
          ValidUntil: null,
          Items: [],
          Charges: [],
        },
        Confirmation: {
          State: "Confirmed",
          Reason: null,
          Paths: [],
          DecidedAt: "2026-11-28T09:00:00Z",
          PendingAmendment: null,
        },
      },
      warnings: [],
    };
    const header = { Id: 0, Pol: "BEZEE", Terminal: "T1", AgentId: 1, IsCanceled: false };
    const save = (sent: unknown) =>
      checkExchange(exchange({ method: "POST", url: "/api/booking/save", sent, status: 200, body: answer }));
    const items = [{ RelativeId: 1, Description: "Toyota Corolla" }];
    expect(() => save({ booking: { Header: header, Items: items, TestOnly: true } })).not.toThrow();
    expect(() => save({ Booking: { Header: header, Items: items }, TestOnly: true })).not.toThrow();
    expect(() => save({ BOOKING: { header: { pol: "BEZEE", terminal: "T1" }, items } })).not.toThrow();
    expect(() => save({ booking: { header: { pol: "BEZEE" }, ITEMS: items } })).not.toThrow();
    // A value of the wrong type under the documented spelling is still refused.
    expect(() => save({ booking: { Header: { ...header, Pol: 7 }, Items: items } })).toThrow(
      /request body at \$\.booking\.Header\.Pol: must be string/,
    );
  });

  it("checks the item update posts Quayside sends against the document's webhook", () => {
    const headers = new Headers({
      "content-type": "application/json",
      "webhook-id": "msg_1",
      "webhook-timestamp": "1764300000",
      "webhook-signature": "v1,abc=",
    });
    const post =
      (records: unknown, h = headers) =>
      () =>
        checkWebhookPost("itemUpdates", h, JSON.stringify(records));
    const fields = ["Serial", "DeliveryDate", "LoadingDate", "DischargingDate", "CustomsClearedOn", "Location"];
    const rest = ["Length", "Width", "Height", "Weight", "Voyage", "Vessel", "CustomsDocs"];
    const record = Object.fromEntries([...fields, ...rest].map((k) => [k, null]));
    expect(post([{ ...record, ItemId: "5" }])).not.toThrow();
    expect(post([{ ...record, ItemId: 5 }])).toThrow(
      /webhook itemUpdates \(itemUpdates\)\n {2}- body at \$\[0\]\.ItemId: must be string$/,
    );
    const unsigned = new Headers(headers);
    unsigned.delete("webhook-signature");
    expect(post({}, unsigned)).toThrow(/header webhook-signature is required but missing/);
  });

  it("makes callRoute fail on a mismatch", async () => {
    const handler = async () => Response.json({ status: "ok" }, { headers: { "api-version": "1.0" } });
    await expect(callRoute(handler, { url: "/api/health" })).rejects.toThrow(
      /getHealth \(GET \/api\/health\)\n {2}- answer 200 body at \$\.uptimeSeconds: is required/,
    );
  });
});
