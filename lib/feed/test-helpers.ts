// Test and benchmark helpers of the item feed (never used by the app): a real HTTP receiver on
// 127.0.0.1, callers of each role, bookings to record milestones on.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Caller } from "@/lib/auth/caller";
import { POST as saveRoute } from "@/app/api/booking/save/route";
import { bookingInput } from "@/lib/booking/test-helpers";
import type { BookingSaveResponse } from "@/lib/booking/message/save-schema";
import { db } from "@/lib/db/prisma";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";
import { checkWebhookPost } from "@/lib/testing/openapi-traffic";

export interface ReceivedPost {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Responder = (
  post: ReceivedPost,
) =>
  { status: number; headers?: Record<string, string> } | Promise<{ status: number; headers?: Record<string, string> }>;

export interface TestReceiver {
  url: string;
  posts: ReceivedPost[];
  /** Sets how the receiver answers from now on (default 204). */
  respond(fn: Responder): void;
  /** Every record received, flattened, with the post's webhook-id. */
  records(): { webhookId: string; index: number; record: Record<string, string | null> }[];
  /** Every event object received ("booking.confirmation"), with the post's webhook-id. */
  events(): { webhookId: string; post: ReceivedPost; event: Record<string, unknown> }[];
  close(): Promise<void>;
}

function headersOf(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) for (const v of [value ?? []].flat()) headers.append(name, v);
  return headers;
}

/** A post of one event object (the line's decisions), not an array of item update records. */
const isEvent = (post: ReceivedPost) => post.body.trimStart().startsWith("{");

/** The document's webhook a post is one of, by its event's type. */
function webhookOf(post: ReceivedPost): string {
  if (!isEvent(post)) return "itemUpdates";
  return (JSON.parse(post.body) as { type?: string }).type === "booking.eta" ? "bookingEta" : "bookingConfirmation";
}

export async function startReceiver(): Promise<TestReceiver> {
  const posts: ReceivedPost[] = [];
  let mismatch: Error | undefined;
  const checked = () => {
    if (mismatch) throw mismatch;
  };
  let responder: Responder = () => ({ status: 204 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const post = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      posts.push(post);
      // Each post against the document's webhooks (itemUpdates, or bookingConfirmation for an
      // event object); a mismatch fails the test at records() or close().
      try {
        checkWebhookPost(webhookOf(post), headersOf(req.headers), post.body);
      } catch (error) {
        mismatch ??= error as Error;
      }
      const answer = await responder(post);
      res.writeHead(answer.status, answer.headers ?? {});
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    posts,
    respond: (fn) => void (responder = fn),
    events: () =>
      (checked(), posts)
        .filter(isEvent)
        .map((p) => ({ webhookId: String(p.headers["webhook-id"]), post: p, event: JSON.parse(p.body) })),
    records: () =>
      (checked(), posts)
        .filter((p) => !isEvent(p))
        .flatMap((p) =>
          (JSON.parse(p.body) as Record<string, string | null>[]).map((record, index) => ({
            webhookId: String(p.headers["webhook-id"]),
            index,
            record,
          })),
        ),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close(() => (mismatch ? reject(mismatch) : resolve()));
      }),
  };
}

/** Callers of each role from the test database's seeded accounts. */
export async function testCallers() {
  const user = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  const [nrl, acc, admin, agentUser] = await Promise.all([
    user("staff.nrl@quayside.test"),
    user("staff.acc@quayside.test"),
    user("admin@quayside.test"),
    user("agent@quayside.test"),
  ]);
  const [acme, bvf] = await Promise.all([
    db().agent.findUniqueOrThrow({ where: { code: "ACME" } }),
    db().agent.findUniqueOrThrow({ where: { code: "BVF" } }),
  ]);
  const base = { ip: "127.0.0.1", agentId: null, lineId: null } as const;
  const caller = (c: Partial<Caller> & Pick<Caller, "kind" | "id" | "role" | "name">): Caller => ({ ...base, ...c });
  return {
    acme,
    bvf,
    staffNrl: caller({ kind: "user", id: nrl.id, role: "STAFF", lineId: nrl.lineId, name: nrl.name }),
    staffAcc: caller({ kind: "user", id: acc.id, role: "STAFF", lineId: acc.lineId, name: acc.name }),
    admin: caller({ kind: "user", id: admin.id, role: "ADMIN", name: admin.name }),
    acmeUser: caller({ kind: "user", id: agentUser.id, role: "AGENT", agentId: acme.id, name: agentUser.name }),
    bvfAgent: caller({ kind: "apiKey", id: 0, role: "AGENT", agentId: bvf.id, name: "Baltic integration" }),
  };
}

/** Saves an Approved booking (Nordic Ro-Ro Lines) through the API and answers its id and item ids. */
export async function createBooking(
  options: { agent?: "ACME" | "BVF"; items?: number; voyage?: string } = {},
): Promise<{
  id: number;
  itemIds: number[];
  message: ReturnType<typeof bookingInput>;
  saved: BookingSaveResponse["booking"];
}> {
  const message = bookingInput({
    agent: options.agent,
    items: options.items ?? 1,
    header: options.voyage ? { BookingVoyage: options.voyage } : undefined,
  });
  const res = await callRoute<BookingSaveResponse>(saveRoute, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: options.agent === "BVF" ? TEST_API_KEYS.otherAgent : TEST_API_KEYS.agent,
    body: { booking: { ...message, TestOnly: false } },
  });
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${JSON.stringify(res.body)}`);
  const b = res.body.booking;
  return { id: Number(b.Id), itemIds: b.Items.map((i) => Number(i.Id)), message, saved: b };
}
