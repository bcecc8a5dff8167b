// From an API key to a first saved booking and a verified item update, with @quayside/client:
// the steps of docs/integrators/getting-started.md, one function each.
//
//   QUAYSIDE_API_KEY=qs_… QUAYSIDE_ADMIN_KEY=qs_… npx tsx clients/typescript/examples/first-booking.ts
//
// QUAYSIDE_URL is the portal (default http://localhost:3000); QUAYSIDE_API_KEY the demo's printed
// "Acme integration" key; QUAYSIDE_ADMIN_KEY its "Operator admin" key, used once to record a
// milestone as the line's staff would (that is what sends the item update). The receiver this
// script subscribes listens on 127.0.0.1, which the demo's feed may post to
// (FEED_ALLOW_PRIVATE_URLS=1); a real integration subscribes its public https address.
// CI runs it against the e2e server: e2e/first-booking.spec.ts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import {
  createQuaysideClient,
  verifyItemUpdates,
  type BookingSaveRequest,
  type ItemUpdateRecord,
  type QuaysideClient,
} from "@quayside/client";

export interface FirstBookingOptions {
  baseUrl: string;
  apiKey: string;
  /** A key of the line's staff or the operator admin, to record the milestone that sends the update. */
  adminKey: string;
  /** The address the receiver listens on (default 127.0.0.1, a port of the system's choosing). */
  receiverHost?: string;
  log?: (line: string) => void;
}

export interface FirstBookingResult {
  voyage: string;
  bookingId: number;
  bookingCode: string;
  itemIds: string[];
  version: number;
  /** The conditional re-read was answered 304 by the server (and handed back as the remembered 200). */
  notModified: boolean;
  /** The verified record of the item update the receiver got. */
  update: ItemUpdateRecord;
}

const POL = "BEZEE"; // Zeebrugge
const POD = "NGLOS"; // Lagos

/** Throws the API's error envelope (or the status) when a call did not succeed. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }, what: string): T {
  if (result.error !== undefined || result.data === undefined) {
    throw new Error(`${what}: HTTP ${result.response.status} ${JSON.stringify(result.error ?? null)}`);
  }
  return result.data;
}

/** A VIN of this run's own (17 characters, no I, O or Q): a chassis is booked once per port of loading. */
function newVin(): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  let vin = "JTMHV05J6";
  while (vin.length < 17) vin += letters[Math.floor(Math.random() * letters.length)];
  return vin;
}

/** Step 1, reads: a sailing from Zeebrugge to Lagos whose Zeebrugge cut-off is still days ahead. */
export async function findSailing(api: QuaysideClient): Promise<string> {
  const rotation = ok(
    await api.GET("/api/voyage/rotation", { params: { query: { Pol: POL, Pod: POD } } }),
    "rotation read",
  );
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 19);
  const open = rotation.voyages.find((voyage) => {
    // The first Zeebrugge call is the one loading for Lagos (a round trip calls there again later).
    const loading = voyage.visits.find((visit) => visit.canLoad && visit.port === "Zeebrugge");
    return Boolean(loading?.cutOff && loading.cutOff > soon);
  });
  if (!open) throw new Error(`No sailing from ${POL} to ${POD} is taking cargo.`);
  return open.voyage;
}

/**
 * The save message: a header naming the sailing and the agent's address-book parties, and the units.
 * The generated type lists every property with a default (IsCanceled, Block, …) as required, though
 * the API fills them in: hence the cast (see docs/integrators/client.md).
 */
type SaveMessage = {
  Booking: { Header: Record<string, unknown>; Items: Record<string, unknown>[] };
  TestOnly: boolean;
};
function bookingMessage(voyage: string, vins: string[], testOnly: boolean): SaveMessage {
  const party = (code: string) => ({ Code: code, IsReferenceOnly: true });
  return {
    Booking: {
      Header: {
        Id: 0,
        Pol: POL,
        Terminal: "ICO",
        Pod: POD,
        Line: "NRL",
        BookingVoyage: voyage,
        ReferenceNumber: "PO-FIRST-1",
        Shipper: party("ACME-SHP"),
        Exporter: party("ACME-EXP"),
        Consignee: party("ACME-CNE"),
        Notify: party("ACME-NTF"),
      },
      Items: vins.map((vin, index) => ({
        RelativeId: index + 1,
        Description: "Toyota Land Cruiser",
        SerialType: "Vin",
        SerialNumber: vin,
        Year: 2022,
        Priority: "Used",
      })),
    },
    TestOnly: testOnly,
  };
}

/** Starts a receiver for the feed's posts; `next(match)` resolves with the first post whose records match. */
async function startReceiver(host: string) {
  const posts: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      // The exact bytes received: the signature is over them.
      posts.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/quayside/item-updates`,
    async next(match: (body: string) => boolean, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = posts.find((post) => match(post.body));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No item update arrived within ${timeoutMs / 1000} s.`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function firstBooking(options: FirstBookingOptions): Promise<FirstBookingResult> {
  const log = options.log ?? (() => {});
  // The statuses the server answered (the client hands a 304 back as the remembered 200).
  const answered: number[] = [];
  const api = createQuaysideClient({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    fetch: async (request) => {
      const response = await fetch(request);
      answered.push(response.status);
      return response;
    },
  });

  // 1. Reads: who am I, and a sailing to book.
  const me = ok(await api.GET("/api/me"), "who am I");
  log(`1. signed in as ${JSON.stringify(me)}`);
  const voyage = await findSailing(api);
  log(`1. sailing ${voyage} from ${POL} to ${POD}`);

  // 2. A TestOnly save: every check runs, nothing is kept.
  const vins = [newVin(), newVin()];
  const dryRun = ok(
    await api.POST("/api/booking/save", { body: bookingMessage(voyage, vins, true) as unknown as BookingSaveRequest }),
    "TestOnly save",
  );
  log(`2. TestOnly: status ${dryRun.status}, booking id ${dryRun.booking.Id}`);

  // 3. The real save; the client sends an Idempotency-Key, so its retries never book twice.
  const saved = ok(
    await api.POST("/api/booking/save", { body: bookingMessage(voyage, vins, false) as unknown as BookingSaveRequest }),
    "save",
  );
  const bookingId = saved.booking.Id!;
  const itemIds = saved.booking.Items.map((item) => item.Id!);
  log(
    `3. saved ${saved.booking.BookingCode} (id ${bookingId}), items ${itemIds.join(", ")}, version ${saved.booking.Version}`,
  );

  // 4. An update by the returned ids: item 2 becomes VIP. Items left out stay as they are.
  const update = bookingMessage(voyage, [], false);
  update.Booking.Header.Id = bookingId;
  update.Booking.Header.Version = saved.booking.Version; // refused (409) should someone have changed it meanwhile
  update.Booking.Items = [
    {
      Id: itemIds[1],
      RelativeId: 2,
      Description: "Toyota Land Cruiser",
      SerialType: "Vin",
      SerialNumber: vins[1],
      Year: 2022,
      Priority: "VIP",
    },
  ];
  const updated = ok(await api.POST("/api/booking/save", { body: update as unknown as BookingSaveRequest }), "update");
  log(`4. updated to version ${updated.booking.Version}`);

  // 5. The booking read, with its version; read again, the client asks If-None-Match and the server answers 304.
  const read = await api.GET("/api/bookings/{id}", { params: { path: { id: bookingId } } });
  const message = ok(read, "booking read");
  const version = message.booking.Header.Version!;
  const again = await api.GET("/api/bookings/{id}", { params: { path: { id: bookingId } } });
  ok(again, "booking read again");
  const notModified = answered.at(-1) === 304;
  log(
    `5. read version ${version} (ETag ${read.response.headers.get("etag")}); read again: ${notModified ? "304, not modified" : "200"}`,
  );

  // 6. A feed subscription to a receiver of our own.
  const receiver = await startReceiver(options.receiverHost ?? "127.0.0.1");
  let subscriptionId: number | undefined;
  try {
    const subscription = ok(await api.POST("/api/feed/subscriptions", { body: { url: receiver.url } }), "subscribe");
    subscriptionId = subscription.id;
    log(`6. subscribed ${subscription.url} (id ${subscription.id})`);

    // 7. The line records a milestone on the first unit: the feed posts an item update.
    const staff = createQuaysideClient({ baseUrl: options.baseUrl, apiKey: options.adminKey });
    const today = new Date().toISOString().slice(0, 10);
    ok(
      await staff.POST("/api/items/{id}/milestones", {
        params: { path: { id: Number(itemIds[0]) } },
        body: { type: "Delivered", on: today, location: "Gate 3" },
      }),
      "milestone",
    );
    log(`7. the line recorded Delivered for item ${itemIds[0]}`);

    // 8. The post arrives; its signature is checked before its records are believed.
    const post = await receiver.next((body) => body.includes(`"ItemId":"${itemIds[0]}"`), 60_000);
    const records = verifyItemUpdates(post.headers as Record<string, string>, post.body, subscription.secret);
    const record = records.find((r) => r.ItemId === itemIds[0])!;
    log(`8. verified item update: ${JSON.stringify(record)}`);
    return {
      voyage,
      bookingId,
      bookingCode: saved.booking.BookingCode!,
      itemIds,
      version,
      notModified,
      update: record,
    };
  } finally {
    if (subscriptionId !== undefined)
      await api.DELETE("/api/feed/subscriptions/{id}", { params: { path: { id: subscriptionId } } });
    await receiver.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiKey = process.env.QUAYSIDE_API_KEY;
  const adminKey = process.env.QUAYSIDE_ADMIN_KEY;
  if (!apiKey || !adminKey) {
    console.error(
      'Set QUAYSIDE_API_KEY (the printed "Acme integration" key) and QUAYSIDE_ADMIN_KEY ("Operator admin").',
    );
    process.exit(2);
  }
  await firstBooking({
    baseUrl: process.env.QUAYSIDE_URL ?? "http://localhost:3000",
    apiKey,
    adminKey,
    log: console.log,
  });
}
