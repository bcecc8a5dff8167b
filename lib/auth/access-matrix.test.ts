// The access matrix: every API route × every kind of caller × an object owned by agent A on
// Nordic Ro-Ro Lines → allowed, 401, 403 or 404 as DESIGN.md says. Callers come with real
// session cookies; objects are made through the API. A route added to app/api fails the
// "every route is in the matrix" test until it has its row here: add one to ROUTES.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS, TEST_USERS } from "@/lib/testing/fixtures";
import { signedInCookie } from "@/lib/testing/session";
import { bookingInput } from "@/lib/booking/test-helpers";
import { db } from "@/lib/db/prisma";
import * as save from "@/app/api/booking/save/route";
import * as unitModels from "@/app/api/booking/unitmodels/route";
import * as booking from "@/app/api/bookings/[id]/route";
import * as bookingList from "@/app/api/bookings/route";
import * as itemUpdates from "@/app/api/feed/item-updates/route";
import * as subscriptions from "@/app/api/feed/subscriptions/route";
import * as subscription from "@/app/api/feed/subscriptions/[id]/route";
import * as deliveries from "@/app/api/feed/subscriptions/[id]/deliveries/route";
import * as pause from "@/app/api/feed/subscriptions/[id]/pause/route";
import * as resume from "@/app/api/feed/subscriptions/[id]/resume/route";
import * as redeliver from "@/app/api/feed/subscriptions/[id]/redeliver/route";
import * as rotateSecret from "@/app/api/feed/subscriptions/[id]/rotate-secret/route";
import * as testDelivery from "@/app/api/feed/subscriptions/[id]/test/route";
import * as milestones from "@/app/api/items/[id]/milestones/route";
import * as itemPrice from "@/app/api/items/[id]/price/route";
import * as tariff from "@/app/api/tariff/route";
import * as destinationRules from "@/app/api/destination-rules/route";
import * as sailingSearch from "@/app/api/sailings/search/route";
import * as lineDestinationRules from "@/app/api/lines/[code]/destination-rules/route";
import * as lineLetterhead from "@/app/api/lines/[code]/letterhead/route";
import * as tariffCsv from "@/app/api/tariff/csv/route";
import * as onRequest from "@/app/api/prices/on-request/route";
import * as me from "@/app/api/me/route";
import * as files from "@/app/api/files/route";
import * as fileById from "@/app/api/files/[id]/route";
import * as confirmationPdf from "@/app/api/bookings/[id]/confirmation.pdf/route";
import * as dockReceiptsPdf from "@/app/api/bookings/[id]/dock-receipts.pdf/route";
import * as dockReceiptPdf from "@/app/api/bookings/[id]/items/[itemId]/dock-receipt.pdf/route";
import * as manifestPdf from "@/app/api/voyages/[voyage]/manifest.pdf/route";
import * as manifestCsv from "@/app/api/voyages/[voyage]/manifest.csv/route";
import * as ens from "@/app/api/voyages/[voyage]/ens/route";
import * as ensCsv from "@/app/api/voyages/[voyage]/ens.csv/route";
import * as openapi from "@/app/api/openapi.json/route";
import * as vesselSearch from "@/app/api/vessel/search/route";
import * as pods from "@/app/api/voyage/pods/route";
import * as pols from "@/app/api/voyage/pols/route";
import * as rotation from "@/app/api/voyage/rotation/route";
import * as health from "@/app/api/health/route";
import * as unsubscribe from "@/app/api/notifications/unsubscribe/route";
import * as ready from "@/app/api/ready/route";
import * as adminAgents from "@/app/api/admin/agents/route";
import * as adminAgent from "@/app/api/admin/agents/[id]/route";
import * as adminAllowList from "@/app/api/admin/agents/[id]/allow-list/route";
import * as adminAgentKeys from "@/app/api/admin/agents/[id]/keys/route";
import * as adminKey from "@/app/api/admin/keys/[id]/route";
import * as adminUsers from "@/app/api/admin/users/route";
import * as adminUser from "@/app/api/admin/users/[id]/route";
import * as adminResetPassword from "@/app/api/admin/users/[id]/reset-password/route";
import * as adminAudit from "@/app/api/admin/audit/route";
import * as capacity from "@/app/api/voyages/[voyage]/capacity/route";
import * as allotment from "@/app/api/voyages/[voyage]/allotment/route";
import * as stopSale from "@/app/api/voyages/[voyage]/stop-sale/route";
import * as grantException from "@/app/api/bookings/[id]/exceptions/route";
import * as decision from "@/app/api/bookings/[id]/decision/route";
import * as amendment from "@/app/api/bookings/[id]/amendment/route";
import * as exceptions from "@/app/api/exceptions/route";
import * as track from "@/app/api/track/route";
import * as trackLink from "@/app/api/track/links/[token]/route";
import * as shareLinks from "@/app/api/bookings/[id]/share-links/route";
import * as shareLink from "@/app/api/bookings/[id]/share-links/[linkId]/route";
import * as visit from "@/app/api/voyages/[voyage]/visits/[port]/route";
import * as trackingEvents from "@/app/api/events/route";
import * as roll from "@/app/api/bookings/[id]/roll/route";
import * as instructions from "@/app/api/bookings/[id]/shipping-instructions/route";
import * as bookingDocuments from "@/app/api/bookings/[id]/transport-documents/route";
import * as instruction from "@/app/api/shipping-instructions/[number]/route";
import * as transportDocument from "@/app/api/transport-documents/[number]/route";
import * as approveDocument from "@/app/api/transport-documents/[number]/approve/route";
import * as issueDocument from "@/app/api/transport-documents/[number]/issue/route";
import * as surrenderDocument from "@/app/api/transport-documents/[number]/surrender/route";
import * as voidDocument from "@/app/api/transport-documents/[number]/void/route";
import * as release from "@/app/api/transport-documents/[number]/release/route";
import * as releasePdf from "@/app/api/transport-documents/[number]/release.pdf/route";
import * as invoices from "@/app/api/invoices/route";
import * as invoice from "@/app/api/invoices/[number]/route";
import * as payments from "@/app/api/invoices/[number]/payments/route";
import * as creditNote from "@/app/api/credit-notes/[number]/route";
import * as consigneeUnsubscribe from "@/app/api/track/updates/unsubscribe/route";
import { createBooking, testCallers } from "@/lib/feed/test-helpers";
import { recordMilestones } from "@/lib/feed/record-milestones";
import { openNrlVoyage } from "@/lib/testing/open-voyage";
import { submitInstructions } from "@/lib/papers/instructions";
import * as transitions from "@/lib/papers/transitions";
import { instructionBodySchema } from "@/lib/papers/schemas";
import { askForUpdates, consigneeOneClickUrl } from "@/lib/notifications/consignee";

process.env.FEED_ALLOW_PRIVATE_URLS = "1";

const WHO = ["nobody", "agentA", "agentB", "staffOfLine", "staffOtherLine", "admin"] as const;
type Who = (typeof WHO)[number];
/** "allow": past the access checks (any answer but 401/403/404, never a 5xx). */
type Verdict = "allow" | 401 | 403 | 404;

const USER_OF: Record<Exclude<Who, "nobody">, string> = {
  agentA: TEST_USERS.agent, // Acme Auto Export
  agentB: TEST_USERS.otherAgent, // Baltic Vehicle Forwarding
  staffOfLine: TEST_USERS.staffNrl, // Nordic Ro-Ro Lines, the booking's line
  staffOtherLine: TEST_USERS.staffAcc,
  admin: TEST_USERS.admin,
};

/** The objects the matrix acts on, all agent A's, on Nordic Ro-Ro Lines. */
interface Objects {
  bookingId: number;
  bookingMessage: unknown;
  itemId: number;
  subscriptionId: number;
  /** agent A's id (its AgentId) */
  agentId: number;
  /** an API key of agent A made for the matrix (revoking it harms no other test) */
  keyId: number;
  /** a user of agent A made for the matrix (a password reset harms no other test) */
  userId: number;
  /** a voyage of the booking's line, by its id (the booking names no voyage) */
  voyage: string;
  /** a file of agent A that the booking refers to (a photo of its item) */
  fileId: number;
  /** a share link of the booking (revoking it again changes nothing) */
  shareLinkId: number;
  /** agent A's booking on an open voyage with papers (the booking above names none) */
  papersBookingId: number;
  /** the papers booking's first unit, on the draft document */
  draftUnitId: number;
  /** the instruction of the draft document (sent again as it is, it changes nothing) */
  instruction: string;
  instructionBody: unknown;
  /** a bill of lading, still a draft */
  draftDocument: string;
  /** a sea waybill, prepaid: approved, issued with its invoice, its unit discharged and cleared (releasable) */
  issuedDocument: string;
  /** a document voided by the line (voiding it again changes nothing) */
  voidDocument: string;
  /** the issued document's invoice, open */
  invoice: string;
  /** a credit note of an invoiced unit cancelled */
  creditNote: string;
  /** the one-click unsubscribe link of a consignee's e-mail updates of the booking (path and query) */
  consigneeUnsubscribe: string;
}

type Handler = Parameters<typeof callRoute>[0];

interface RouteRow {
  /** as app/api lays it out: "bookings/[id]" */
  route: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  handler: unknown;
  url: (o: Objects) => string;
  params?: (o: Objects) => Record<string, string>;
  body?: (o: Objects) => unknown;
  /** A fresh object per call (the call would use it up, e.g. a delete). */
  fresh?: boolean;
  expect: Record<Who, Verdict>;
}

const READ_BY_ALL: Record<Who, Verdict> = {
  nobody: 401,
  agentA: "allow",
  agentB: "allow",
  staffOfLine: "allow",
  staffOtherLine: "allow",
  admin: "allow",
};
const AGENT_A_AND_LINE: Record<Who, Verdict> = {
  nobody: 401,
  agentA: "allow",
  agentB: 404,
  staffOfLine: "allow",
  staffOtherLine: 404,
  admin: "allow",
};
/** Subscriptions are the agent's own business; staff may read logs and redeliver, not change them. */
const SUBSCRIPTION_OWNER: Record<Who, Verdict> = {
  nobody: 401,
  agentA: "allow",
  agentB: 404,
  staffOfLine: 403,
  staffOtherLine: 403,
  admin: "allow",
};
const SUBSCRIPTION_READ: Record<Who, Verdict> = {
  nobody: 401,
  agentA: "allow",
  agentB: 404,
  staffOfLine: "allow",
  staffOtherLine: "allow",
  admin: "allow",
};

/** The operator's console: admins only, whoever else asks is refused before anything is looked up. */
const ADMIN_ONLY: Record<Who, Verdict> = {
  nobody: 401,
  agentA: 403,
  agentB: 403,
  staffOfLine: 403,
  staffOtherLine: 403,
  admin: "allow",
};
const PUBLIC: Record<Who, Verdict> = {
  nobody: "allow",
  agentA: "allow",
  agentB: "allow",
  staffOfLine: "allow",
  staffOtherLine: "allow",
  admin: "allow",
};

const idParam = (id: number) => ({ id: String(id) });
/** The line's acceptance controls: line staff of the voyage's (or booking's) line and admins. */
const LINE_STAFF: Record<Who, Verdict> = {
  nobody: 401,
  agentA: 403,
  agentB: 403,
  staffOfLine: "allow",
  staffOtherLine: 404,
  admin: "allow",
};

const ROUTES: RouteRow[] = [
  // a bad VIN end is a 400: past the access checks for everyone
  { route: "track", method: "GET", handler: track.GET, url: () => "/api/track?booking=X&vin=1", expect: PUBLIC },
  // an unknown link is a 404 for everyone alike (found ones: lib/tracking/tracking.test.ts)
  {
    route: "track/links/[token]",
    method: "GET",
    handler: trackLink.GET,
    url: () => "/api/track/links/1.x",
    params: () => ({ token: "1.x" }),
    expect: { nobody: 404, agentA: 404, agentB: 404, staffOfLine: 404, staffOtherLine: 404, admin: 404 },
  },
  {
    route: "bookings/[id]/share-links",
    method: "GET",
    handler: shareLinks.GET,
    url: (o) => `/api/bookings/${o.bookingId}/share-links`,
    params: (o) => idParam(o.bookingId),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "bookings/[id]/share-links",
    method: "POST",
    handler: shareLinks.POST,
    url: (o) => `/api/bookings/${o.bookingId}/share-links`,
    params: (o) => idParam(o.bookingId),
    body: () => ({ expiresInDays: 1 }),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "bookings/[id]/share-links/[linkId]",
    method: "DELETE",
    handler: shareLink.DELETE,
    url: (o) => `/api/bookings/${o.bookingId}/share-links/${o.shareLinkId}`,
    params: (o) => ({ id: String(o.bookingId), linkId: String(o.shareLinkId) }),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "voyages/[voyage]/visits/[port]",
    method: "PATCH",
    handler: visit.PATCH,
    url: (o) => `/api/voyages/${o.voyage}/visits/NOPORT`,
    params: (o) => ({ voyage: o.voyage, port: "NOPORT" }),
    // no such call: a 404 past the checks would hide the verdict, so an empty change (422) it is
    body: () => ({}),
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: "allow", admin: "allow" },
  },
  { route: "events", method: "GET", handler: trackingEvents.GET, url: () => "/api/events", expect: READ_BY_ALL },
  { route: "me", method: "GET", handler: me.GET, url: () => "/api/me", expect: READ_BY_ALL },
  {
    route: "openapi.json",
    method: "GET",
    handler: openapi.GET,
    url: () => "/api/openapi.json",
    expect: {
      nobody: "allow",
      agentA: "allow",
      agentB: "allow",
      staffOfLine: "allow",
      staffOtherLine: "allow",
      admin: "allow",
    },
  },
  {
    route: "booking/unitmodels",
    method: "GET",
    handler: unitModels.GET,
    url: () => "/api/booking/unitmodels?Make=Toyota",
    expect: READ_BY_ALL,
  },
  {
    route: "vessel/search",
    method: "GET",
    handler: vesselSearch.GET,
    url: () => "/api/vessel/search",
    expect: READ_BY_ALL,
  },
  { route: "voyage/pols", method: "GET", handler: pols.GET, url: () => "/api/voyage/pols", expect: READ_BY_ALL },
  { route: "voyage/pods", method: "GET", handler: pods.GET, url: () => "/api/voyage/pods", expect: READ_BY_ALL },
  {
    route: "voyage/rotation",
    method: "GET",
    handler: rotation.GET,
    url: () => "/api/voyage/rotation?Voyage=none",
    expect: READ_BY_ALL,
  },
  {
    route: "booking/save",
    method: "POST",
    handler: save.POST,
    url: () => "/api/booking/save",
    // an update of agent A's booking, checked but not committed
    body: (o) => ({ booking: { ...(o.bookingMessage as object), TestOnly: true } }),
    expect: AGENT_A_AND_LINE,
  },
  { route: "bookings", method: "GET", handler: bookingList.GET, url: () => "/api/bookings", expect: READ_BY_ALL },
  // Uploads: agents store for themselves; staff and admins pass the access check (then 400 without agentId). The file of agent A is referenced by its booking.
  {
    route: "files",
    method: "POST",
    handler: files.POST,
    url: () => "/api/files",
    body: () => "%PDF-1.4\n%%EOF\n",
    expect: READ_BY_ALL,
  },
  {
    route: "files/[id]",
    method: "GET",
    handler: fileById.GET,
    url: (o) => `/api/files/${o.fileId}`,
    params: (o) => idParam(o.fileId),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "bookings/[id]/confirmation.pdf",
    method: "GET",
    handler: confirmationPdf.GET,
    url: (o) => `/api/bookings/${o.bookingId}/confirmation.pdf`,
    params: (o) => idParam(o.bookingId),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "bookings/[id]/dock-receipts.pdf",
    method: "GET",
    handler: dockReceiptsPdf.GET,
    url: (o) => `/api/bookings/${o.bookingId}/dock-receipts.pdf`,
    params: (o) => idParam(o.bookingId),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "bookings/[id]/items/[itemId]/dock-receipt.pdf",
    method: "GET",
    handler: dockReceiptPdf.GET,
    url: (o) => `/api/bookings/${o.bookingId}/items/${o.itemId}/dock-receipt.pdf`,
    params: (o) => ({ id: String(o.bookingId), itemId: String(o.itemId) }),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "voyages/[voyage]/manifest.pdf",
    method: "GET",
    handler: manifestPdf.GET,
    url: (o) => `/api/voyages/${o.voyage}/manifest.pdf`,
    params: (o) => ({ voyage: o.voyage }),
    expect: LINE_STAFF,
  },
  {
    route: "voyages/[voyage]/manifest.csv",
    method: "GET",
    handler: manifestCsv.GET,
    url: (o) => `/api/voyages/${o.voyage}/manifest.csv`,
    params: (o) => ({ voyage: o.voyage }),
    expect: LINE_STAFF,
  },
  {
    route: "voyages/[voyage]/ens",
    method: "GET",
    handler: ens.GET,
    url: (o) => `/api/voyages/${o.voyage}/ens`,
    params: (o) => ({ voyage: o.voyage }),
    expect: LINE_STAFF,
  },
  {
    route: "voyages/[voyage]/ens.csv",
    method: "GET",
    handler: ensCsv.GET,
    url: (o) => `/api/voyages/${o.voyage}/ens.csv`,
    params: (o) => ({ voyage: o.voyage }),
    expect: LINE_STAFF,
  },
  {
    route: "bookings/[id]",
    method: "GET",
    handler: booking.GET,
    url: (o) => `/api/bookings/${o.bookingId}`,
    params: (o) => idParam(o.bookingId),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "items/[id]/milestones",
    method: "POST",
    handler: milestones.POST,
    url: (o) => `/api/items/${o.itemId}/milestones`,
    params: (o) => idParam(o.itemId),
    body: () => ({ type: "Delivered", on: "2026-11-01", location: "Access matrix" }),
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: 404, admin: "allow" },
  },
  // Destination rules: read by whoever may book; replaced by the line's staff (a bad body here: the
  // matrix must not change the rules other files read).
  {
    route: "destination-rules",
    method: "GET",
    handler: destinationRules.GET,
    url: () => "/api/destination-rules?line=NRL",
    expect: {
      nobody: 401,
      agentA: "allow",
      agentB: "allow",
      staffOfLine: "allow",
      staffOtherLine: "allow",
      admin: "allow",
    },
  },
  {
    route: "sailings/search",
    method: "POST",
    handler: sailingSearch.POST,
    url: () => "/api/sailings/search",
    body: () => ({ pol: "BEZEE", pod: "NGLOS", units: [] }),
    expect: {
      nobody: 401,
      agentA: "allow",
      agentB: "allow",
      staffOfLine: "allow",
      staffOtherLine: "allow",
      admin: "allow",
    },
  },
  {
    route: "lines/[code]/destination-rules",
    method: "PUT",
    handler: lineDestinationRules.PUT,
    url: () => "/api/lines/NRL/destination-rules",
    params: () => ({ code: "NRL" }),
    body: () => ({ rules: 42 }),
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: "allow", admin: "allow" },
  },
  // The letterhead of the line's documents: its staff and admins; 404 to staff of another line (the body is checked first).
  {
    route: "lines/[code]/letterhead",
    method: "GET",
    handler: lineLetterhead.GET,
    url: () => "/api/lines/NRL/letterhead",
    params: () => ({ code: "NRL" }),
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: 404, admin: "allow" },
  },
  {
    route: "lines/[code]/letterhead",
    method: "PUT",
    handler: lineLetterhead.PUT,
    url: () => "/api/lines/NRL/letterhead",
    params: () => ({ code: "NRL" }),
    body: () => ({ name: 42 }),
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: "allow", admin: "allow" },
  },
  // Prices: a line's staff and admins; staff of another line get their own line's tariff, and 404 for this booking's item.
  {
    route: "tariff",
    method: "GET",
    handler: tariff.GET,
    url: () => "/api/tariff",
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: "allow", admin: "allow" },
  },
  {
    route: "tariff",
    method: "PUT",
    handler: tariff.PUT,
    url: () => "/api/tariff",
    body: () => ({ csv: 42 }),
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: "allow", admin: "allow" },
  },
  {
    route: "tariff/csv",
    method: "GET",
    handler: tariffCsv.GET,
    url: () => "/api/tariff/csv",
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: "allow", admin: "allow" },
  },
  {
    route: "prices/on-request",
    method: "GET",
    handler: onRequest.GET,
    url: () => "/api/prices/on-request",
    expect: { nobody: 401, agentA: 403, agentB: 403, staffOfLine: "allow", staffOtherLine: "allow", admin: "allow" },
  },
  {
    route: "items/[id]/price",
    method: "PUT",
    handler: itemPrice.PUT,
    url: (o) => `/api/items/${o.itemId}/price`,
    params: (o) => idParam(o.itemId),
    body: () => ({ amount: "-1", reason: "access matrix" }),
    expect: LINE_STAFF,
  },
  {
    route: "feed/item-updates",
    method: "GET",
    handler: itemUpdates.GET,
    url: () => "/api/feed/item-updates",
    expect: READ_BY_ALL,
  },
  // the receiver is public and answers for its signature: nobody without one gets in
  {
    route: "feed/item-updates",
    method: "POST",
    handler: itemUpdates.POST,
    url: () => "/api/feed/item-updates",
    body: () => [],
    expect: { nobody: 401, agentA: 401, agentB: 401, staffOfLine: 401, staffOtherLine: 401, admin: 401 },
  },
  {
    route: "feed/subscriptions",
    method: "GET",
    handler: subscriptions.GET,
    url: () => "/api/feed/subscriptions",
    expect: READ_BY_ALL,
  },
  {
    route: "feed/subscriptions",
    method: "POST",
    handler: subscriptions.POST,
    url: () => "/api/feed/subscriptions",
    body: () => ({ url: "http://127.0.0.1:9/matrix" }),
    expect: { nobody: 401, agentA: "allow", agentB: "allow", staffOfLine: 403, staffOtherLine: 403, admin: "allow" },
  },
  {
    route: "feed/subscriptions/[id]",
    method: "DELETE",
    handler: subscription.DELETE,
    url: (o) => `/api/feed/subscriptions/${o.subscriptionId}`,
    params: (o) => idParam(o.subscriptionId),
    fresh: true,
    expect: SUBSCRIPTION_OWNER,
  },
  {
    route: "feed/subscriptions/[id]/pause",
    method: "POST",
    handler: pause.POST,
    url: (o) => `/api/feed/subscriptions/${o.subscriptionId}/pause`,
    params: (o) => idParam(o.subscriptionId),
    expect: SUBSCRIPTION_OWNER,
  },
  {
    route: "feed/subscriptions/[id]/resume",
    method: "POST",
    handler: resume.POST,
    url: (o) => `/api/feed/subscriptions/${o.subscriptionId}/resume`,
    params: (o) => idParam(o.subscriptionId),
    expect: SUBSCRIPTION_OWNER,
  },
  {
    route: "feed/subscriptions/[id]/rotate-secret",
    method: "POST",
    handler: rotateSecret.POST,
    url: (o) => `/api/feed/subscriptions/${o.subscriptionId}/rotate-secret`,
    params: (o) => idParam(o.subscriptionId),
    expect: SUBSCRIPTION_OWNER,
  },
  {
    route: "feed/subscriptions/[id]/test",
    method: "POST",
    handler: testDelivery.POST,
    url: (o) => `/api/feed/subscriptions/${o.subscriptionId}/test`,
    params: (o) => idParam(o.subscriptionId),
    expect: SUBSCRIPTION_OWNER,
  },
  {
    route: "feed/subscriptions/[id]/deliveries",
    method: "GET",
    handler: deliveries.GET,
    url: (o) => `/api/feed/subscriptions/${o.subscriptionId}/deliveries`,
    params: (o) => idParam(o.subscriptionId),
    expect: SUBSCRIPTION_READ,
  },
  // the unsubscribe link is public and answers for its token: a wrong one is 404 whoever asks
  {
    route: "notifications/unsubscribe",
    method: "POST",
    handler: unsubscribe.POST,
    url: () => "/api/notifications/unsubscribe?u=1&k=MILESTONE&t=wrong",
    expect: { nobody: 404, agentA: 404, agentB: 404, staffOfLine: 404, staffOtherLine: 404, admin: 404 },
  },
  { route: "health", method: "GET", handler: health.GET, url: () => "/api/health", expect: PUBLIC },
  { route: "ready", method: "GET", handler: ready.GET, url: () => "/api/ready", expect: PUBLIC },
  // Writes of the operator's console get bodies it refuses (a 400/422 is past the access check),
  // so the matrix changes nothing but the key and user it made for itself.
  {
    route: "admin/agents",
    method: "GET",
    handler: adminAgents.GET,
    url: () => "/api/admin/agents",
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/agents",
    method: "POST",
    handler: adminAgents.POST,
    url: () => "/api/admin/agents",
    body: () => ({ code: 42 }),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/agents/[id]",
    method: "GET",
    handler: adminAgent.GET,
    url: (o) => `/api/admin/agents/${o.agentId}`,
    params: (o) => idParam(o.agentId),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/agents/[id]",
    method: "PATCH",
    handler: adminAgent.PATCH,
    url: (o) => `/api/admin/agents/${o.agentId}`,
    params: (o) => idParam(o.agentId),
    body: () => ({ name: 42 }),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/agents/[id]/allow-list",
    method: "GET",
    handler: adminAllowList.GET,
    url: (o) => `/api/admin/agents/${o.agentId}/allow-list`,
    params: (o) => idParam(o.agentId),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/agents/[id]/allow-list",
    method: "PUT",
    handler: adminAllowList.PUT,
    url: (o) => `/api/admin/agents/${o.agentId}/allow-list`,
    params: (o) => idParam(o.agentId),
    body: () => ({ entries: "everyone" }),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/agents/[id]/keys",
    method: "POST",
    handler: adminAgentKeys.POST,
    url: (o) => `/api/admin/agents/${o.agentId}/keys`,
    params: (o) => idParam(o.agentId),
    body: () => ({ name: "" }),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/keys/[id]",
    method: "PATCH",
    handler: adminKey.PATCH,
    url: (o) => `/api/admin/keys/${o.keyId}`,
    params: (o) => idParam(o.keyId),
    body: () => ({ statusInBody: "maybe" }),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/keys/[id]",
    method: "DELETE",
    handler: adminKey.DELETE,
    url: (o) => `/api/admin/keys/${o.keyId}`,
    params: (o) => idParam(o.keyId),
    fresh: true,
    expect: ADMIN_ONLY,
  },
  { route: "admin/users", method: "GET", handler: adminUsers.GET, url: () => "/api/admin/users", expect: ADMIN_ONLY },
  {
    route: "admin/users",
    method: "POST",
    handler: adminUsers.POST,
    url: () => "/api/admin/users",
    body: () => ({ email: 42 }),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/users/[id]",
    method: "PATCH",
    handler: adminUser.PATCH,
    url: (o) => `/api/admin/users/${o.userId}`,
    params: (o) => idParam(o.userId),
    body: () => ({ active: "maybe" }),
    expect: ADMIN_ONLY,
  },
  {
    route: "admin/users/[id]/reset-password",
    method: "POST",
    handler: adminResetPassword.POST,
    url: (o) => `/api/admin/users/${o.userId}/reset-password`,
    params: (o) => idParam(o.userId),
    expect: ADMIN_ONLY,
  },
  { route: "admin/audit", method: "GET", handler: adminAudit.GET, url: () => "/api/admin/audit", expect: ADMIN_ONLY },
  {
    route: "voyages/[voyage]/capacity",
    method: "GET",
    handler: capacity.GET,
    url: (o) => `/api/voyages/${o.voyage}/capacity`,
    params: (o) => ({ voyage: o.voyage }),
    expect: READ_BY_ALL,
  },
  // reopening an open voyage and releasing the whole capacity change nothing
  {
    route: "voyages/[voyage]/allotment",
    method: "PUT",
    handler: allotment.PUT,
    url: (o) => `/api/voyages/${o.voyage}/allotment`,
    params: (o) => ({ voyage: o.voyage }),
    body: () => ({ allotmentRt: null }),
    expect: LINE_STAFF,
  },
  {
    route: "voyages/[voyage]/stop-sale",
    method: "POST",
    handler: stopSale.POST,
    url: (o) => `/api/voyages/${o.voyage}/stop-sale`,
    params: (o) => ({ voyage: o.voyage }),
    body: () => ({ stopped: false }),
    expect: LINE_STAFF,
  },
  {
    route: "bookings/[id]/exceptions",
    method: "POST",
    handler: grantException.POST,
    url: (o) => `/api/bookings/${o.bookingId}/exceptions`,
    params: (o) => idParam(o.bookingId),
    body: () => ({ kind: "LateUnit", reason: "Access matrix" }),
    expect: LINE_STAFF,
  },
  {
    route: "bookings/[id]/decision",
    method: "POST",
    handler: decision.POST,
    url: (o) => `/api/bookings/${o.bookingId}/decision`,
    params: (o) => idParam(o.bookingId),
    // the booking's line confirms at once: past the access checks the answer is 409 wrong_state
    body: () => ({ decision: "confirm" }),
    expect: LINE_STAFF,
  },
  {
    route: "bookings/[id]/amendment",
    method: "DELETE",
    handler: amendment.DELETE,
    url: (o) => `/api/bookings/${o.bookingId}/amendment`,
    params: (o) => idParam(o.bookingId),
    // no change waits on the auto line's booking: past the access checks the answer is 409 wrong_state
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "exceptions",
    method: "GET",
    handler: exceptions.GET,
    url: () => "/api/exceptions",
    expect: { ...LINE_STAFF, staffOtherLine: "allow" },
  },
  {
    route: "feed/subscriptions/[id]/redeliver",
    method: "POST",
    handler: redeliver.POST,
    url: (o) => `/api/feed/subscriptions/${o.subscriptionId}/redeliver`,
    params: (o) => idParam(o.subscriptionId),
    body: () => ({}),
    expect: SUBSCRIPTION_READ,
  },
  // the booking names no sailing: past the access checks the answer is 409 wrong_state
  {
    route: "bookings/[id]/roll",
    method: "POST",
    handler: roll.POST,
    url: (o) => `/api/bookings/${o.bookingId}/roll`,
    params: (o) => idParam(o.bookingId),
    body: (o) => ({ voyage: o.voyage, reason: "Access matrix" }),
    expect: LINE_STAFF,
  },
  // The papers (DESIGN.md "Shipping instructions, transport documents, invoices, release"): whoever
  // sees the booking reads them; the agent (or the line's staff) instructs, the agent approves, the
  // line's staff issue, surrender, void and record payments. Moves act on a paper whose state refuses
  // them (409) or with an amount refused (422), after the access checks: the matrix changes no paper.
  {
    route: "bookings/[id]/shipping-instructions",
    method: "POST",
    handler: instructions.POST,
    url: (o) => `/api/bookings/${o.papersBookingId}/shipping-instructions`,
    params: (o) => idParam(o.papersBookingId),
    // the unit is on the draft document already: 409 unit_on_live_document
    body: (o) => ({ documentKind: "SeaWaybill", freightPayment: "Prepaid", items: [o.draftUnitId] }),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "shipping-instructions/[number]",
    method: "PUT",
    handler: instruction.PUT,
    url: (o) => `/api/shipping-instructions/${o.instruction}`,
    params: (o) => ({ number: o.instruction }),
    // the instruction as it stands: nothing changes, no new revision
    body: (o) => o.instructionBody,
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "bookings/[id]/transport-documents",
    method: "GET",
    handler: bookingDocuments.GET,
    url: (o) => `/api/bookings/${o.papersBookingId}/transport-documents`,
    params: (o) => idParam(o.papersBookingId),
    expect: AGENT_A_AND_LINE,
  },
  {
    route: "transport-documents/[number]",
    method: "GET",
    handler: transportDocument.GET,
    url: (o) => `/api/transport-documents/${o.draftDocument}`,
    params: (o) => ({ number: o.draftDocument }),
    expect: AGENT_A_AND_LINE,
  },
  // the agent approves (admins on its behalf); staff are refused before the document is looked up
  {
    route: "transport-documents/[number]/approve",
    method: "POST",
    handler: approveDocument.POST,
    url: (o) => `/api/transport-documents/${o.issuedDocument}/approve`,
    params: (o) => ({ number: o.issuedDocument }),
    expect: { nobody: 401, agentA: "allow", agentB: 404, staffOfLine: 403, staffOtherLine: 403, admin: "allow" },
  },
  {
    route: "transport-documents/[number]/issue",
    method: "POST",
    handler: issueDocument.POST,
    url: (o) => `/api/transport-documents/${o.issuedDocument}/issue`,
    params: (o) => ({ number: o.issuedDocument }),
    expect: LINE_STAFF,
  },
  // a sea waybill is never surrendered: 409 wrong_state
  {
    route: "transport-documents/[number]/surrender",
    method: "POST",
    handler: surrenderDocument.POST,
    url: (o) => `/api/transport-documents/${o.issuedDocument}/surrender`,
    params: (o) => ({ number: o.issuedDocument }),
    body: () => ({ kind: "originals" }),
    expect: LINE_STAFF,
  },
  {
    route: "transport-documents/[number]/void",
    method: "POST",
    handler: voidDocument.POST,
    url: (o) => `/api/transport-documents/${o.voidDocument}/void`,
    params: (o) => ({ number: o.voidDocument }),
    body: () => ({ reason: "Access matrix" }),
    expect: LINE_STAFF,
  },
  {
    route: "transport-documents/[number]/release",
    method: "GET",
    handler: release.GET,
    url: (o) => `/api/transport-documents/${o.issuedDocument}/release`,
    params: (o) => ({ number: o.issuedDocument }),
    expect: AGENT_A_AND_LINE,
  },
  // releasable: the delivery order itself (200)
  {
    route: "transport-documents/[number]/release.pdf",
    method: "GET",
    handler: releasePdf.GET,
    url: (o) => `/api/transport-documents/${o.issuedDocument}/release.pdf`,
    params: (o) => ({ number: o.issuedDocument }),
    expect: AGENT_A_AND_LINE,
  },
  // each caller's own: agent B and staff of another line get their list, without agent A's invoice
  {
    route: "invoices",
    method: "GET",
    handler: invoices.GET,
    url: () => "/api/invoices?open=true",
    expect: READ_BY_ALL,
  },
  {
    route: "invoices/[number]",
    method: "GET",
    handler: invoice.GET,
    url: (o) => `/api/invoices/${o.invoice}`,
    params: (o) => ({ number: o.invoice }),
    expect: AGENT_A_AND_LINE,
  },
  // more than is open: 422 exceeds_open_amount (an amount over 21,474,836.47 would be refused as "more than 2 decimals")
  {
    route: "invoices/[number]/payments",
    method: "POST",
    handler: payments.POST,
    url: (o) => `/api/invoices/${o.invoice}/payments`,
    params: (o) => ({ number: o.invoice }),
    body: () => ({ amount: 20_000_000, on: "2026-11-01", reference: "Access matrix" }),
    expect: LINE_STAFF,
  },
  {
    route: "credit-notes/[number]",
    method: "GET",
    handler: creditNote.GET,
    url: (o) => `/api/credit-notes/${o.creditNote}`,
    params: (o) => ({ number: o.creditNote }),
    expect: AGENT_A_AND_LINE,
  },
  // the consignee's one-click link is public and answers for its token (stopping again changes nothing)
  {
    route: "track/updates/unsubscribe",
    method: "POST",
    handler: consigneeUnsubscribe.POST,
    url: (o) => o.consigneeUnsubscribe,
    expect: PUBLIC,
  },
];

/** Routes that are not the API's own: next-auth's sign-in (tested in its own route test). */
const OUTSIDE_THE_MATRIX = new Set(["auth/[...nextauth]"]);

/** Every route file under app/api and the methods it exports (read from its source). */
function apiRoutes(): { route: string; methods: string[] }[] {
  const root = path.resolve(import.meta.dirname, "../../app/api");
  const found: { route: string; methods: string[] }[] = [];
  for (const entry of readdirSync(root, { recursive: true, encoding: "utf8" })) {
    if (path.basename(entry) !== "route.ts") continue;
    const route = path.dirname(entry).split(path.sep).join("/");
    if (OUTSIDE_THE_MATRIX.has(route)) continue;
    const source = readFileSync(path.join(root, entry), "utf8");
    const methods = [
      ...source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g),
    ].map((m) => m[1]);
    found.push({ route, methods });
  }
  return found;
}

async function newSubscription(): Promise<number> {
  const res = await callRoute<{ id: number }>(subscriptions.POST as Handler, {
    url: "/api/feed/subscriptions",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: { url: "http://127.0.0.1:9/matrix" },
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

async function newApiKey(agentId: number): Promise<number> {
  const res = await callRoute<{ id: number }>(adminAgentKeys.POST as Handler, {
    url: `/api/admin/agents/${agentId}/keys`,
    method: "POST",
    apiKey: TEST_API_KEYS.admin,
    params: idParam(agentId),
    body: { name: "access matrix" },
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Agent A's papers, made as lib/papers/papers.test.ts makes them: a booking on an open voyage
 * split on three documents (a draft bill of lading; a sea waybill approved, issued with its
 * invoice once its unit is Loaded, then discharged and cleared; a voided one), a credit note (a
 * booking invoiced at confirmation, one unit cancelled) and a consignee's e-mail updates.
 */
async function makePapers(): Promise<
  Pick<
    Objects,
    | "papersBookingId"
    | "draftUnitId"
    | "instruction"
    | "instructionBody"
    | "draftDocument"
    | "issuedDocument"
    | "voidDocument"
    | "invoice"
    | "creditNote"
    | "consigneeUnsubscribe"
  >
> {
  const { acmeUser: agent, staffNrl: staff } = await testCallers();
  const voyage = await openNrlVoyage();
  const papers = await createBooking({ items: 3, voyage: voyage.number });
  const [a, b, c] = papers.itemIds;
  const instructionBody = { documentKind: "BillOfLading", freightPayment: "Collect", items: [a] };
  const draft = await submitInstructions(agent, papers.id, instructionBodySchema.parse(instructionBody));

  const waybill = await submitInstructions(agent, papers.id, {
    documentKind: "SeaWaybill",
    freightPayment: "Prepaid",
    items: [b],
  });
  const issued = waybill.transportDocument.number;
  await transitions.approveDocument(agent, issued);
  const milestone = (type: "Delivered" | "Loaded" | "Discharged" | "CustomsCleared", on: string) =>
    recordMilestones(staff, [{ itemId: b, milestone: { type, on } }]);
  await milestone("Delivered", day(-4));
  await milestone("Loaded", day(-3));
  const invoice = (await transitions.issueDocument(staff, issued)).invoice;
  expect(invoice).not.toBeNull();
  await milestone("Discharged", day(-1));
  await milestone("CustomsCleared", day(0));

  const voided = await submitInstructions(agent, papers.id, {
    documentKind: "SeaWaybill",
    freightPayment: "Prepaid",
    items: [c],
  });
  await transitions.voidDocument(staff, voided.transportDocument.number, { reason: "Access matrix" });

  // A unit is cancelled only while Approved, so before it is Loaded: a line that invoices at
  // issue never credits one. For the while of one booking, Nordic Ro-Ro Lines invoices at confirmation.
  const line = await db().shippingLine.findUniqueOrThrow({
    where: { code: "NRL" },
    select: { id: true, invoiceAt: true },
  });
  let cancelled: number;
  await db().shippingLine.update({ where: { id: line.id }, data: { invoiceAt: "CONFIRMATION" } });
  try {
    const invoiced = await createBooking({ items: 2, voyage: voyage.number });
    cancelled = invoiced.id;
    const read = await callRoute<{ booking: { Items: { IsCanceled?: boolean }[] } }>(booking.GET as Handler, {
      url: `/api/bookings/${invoiced.id}`,
      apiKey: TEST_API_KEYS.agent,
      params: idParam(invoiced.id),
    });
    read.body.booking.Items[1].IsCanceled = true;
    const saved = await callRoute(save.POST as Handler, {
      url: "/api/booking/save",
      method: "POST",
      apiKey: TEST_API_KEYS.agent,
      body: { booking: { ...read.body.booking, TestOnly: false } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  } finally {
    await db().shippingLine.update({ where: { id: line.id }, data: { invoiceAt: line.invoiceAt } });
  }
  const note = await db().creditNote.findFirstOrThrow({ where: { invoice: { bookingId: cancelled } } });

  const email = `consignee-${Date.now().toString(36)}@quayside.test`;
  expect(
    await askForUpdates({ bookingId: papers.id, shareLinkId: null, trackPath: "/track", email, locale: "en" }),
  ).toBe("asked");
  const sub = await db().consigneeSubscription.findFirstOrThrow({ where: { bookingId: papers.id, email } });
  const link = new URL(consigneeOneClickUrl("http://localhost", sub));

  return {
    papersBookingId: papers.id,
    draftUnitId: a,
    instruction: draft.number,
    instructionBody,
    draftDocument: draft.transportDocument.number,
    issuedDocument: issued,
    voidDocument: voided.transportDocument.number,
    invoice: invoice!.number,
    creditNote: note.number,
    consigneeUnsubscribe: `${link.pathname}${link.search}`,
  };
}

let objects: Objects;
const cookies = new Map<Who, string | undefined>();

beforeAll(async () => {
  const file = await callRoute<{ Id: number; Name: string; Url: string }>(files.POST as Handler, {
    url: "/api/files?name=matrix.pdf",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    headers: { "content-type": "application/pdf" },
    body: "%PDF-1.4\n%%EOF\n",
  });
  expect(file.status).toBe(201);
  const saved = await callRoute<{ booking: { Id: number; Items: { Id: number }[] } }>(save.POST as Handler, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    body: {
      booking: {
        ...bookingInput({
          items: 1,
          itemOverrides: { Photos: [{ Id: file.body.Id, Name: file.body.Name, Url: file.body.Url }] },
        }),
        TestOnly: false,
      },
    },
  });
  expect(saved.status).toBe(200);
  const message = await callRoute<{ booking: unknown }>(booking.GET as Handler, {
    url: `/api/bookings/${saved.body.booking.Id}`,
    apiKey: TEST_API_KEYS.agent,
    params: idParam(saved.body.booking.Id),
  });
  const agentA = await db().user.findUniqueOrThrow({ where: { email: TEST_USERS.agent } });
  const user = await callRoute<{ id: number }>(adminUsers.POST as Handler, {
    url: "/api/admin/users",
    method: "POST",
    apiKey: TEST_API_KEYS.admin,
    body: {
      email: `matrix-${Date.now().toString(36)}@quayside.test`,
      name: "Access matrix",
      role: "AGENT",
      agentId: agentA.agentId,
    },
  });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  objects = {
    bookingId: saved.body.booking.Id,
    bookingMessage: message.body.booking,
    itemId: Number(saved.body.booking.Items[0].Id),
    subscriptionId: await newSubscription(),
    fileId: file.body.Id,
    shareLinkId: (
      await db().shareLink.create({
        data: { bookingId: saved.body.booking.Id, expiresAt: new Date(Date.now() + 86_400_000) },
      })
    ).id,
    agentId: agentA.agentId!,
    keyId: await newApiKey(agentA.agentId!),
    userId: user.body.id,
    voyage: String(
      (await db().voyage.findFirstOrThrow({ where: { line: { name: "Nordic Ro-Ro Lines" } }, select: { id: true } }))
        .id,
    ),
    ...(await makePapers()),
  };
  cookies.set("nobody", undefined);
  for (const [who, email] of Object.entries(USER_OF)) cookies.set(who as Who, await signedInCookie(email));
});

describe("access matrix", () => {
  it("every API route and method has its row", async () => {
    const rows = new Set(ROUTES.map((r) => `${r.method} ${r.route}`));
    const routes = apiRoutes();
    expect(routes.find((r) => r.route === "bookings/[id]")?.methods).toEqual(["GET"]); // the walk finds routes and methods
    for (const { route, methods } of routes) {
      for (const method of methods)
        expect(rows, `${method} /api/${route} needs a row in ROUTES`).toContain(`${method} ${route}`);
    }
  });

  for (const row of ROUTES) {
    it(`${row.method} /api/${row.route}`, async () => {
      const seen: Record<string, Verdict | number> = {};
      for (const who of WHO) {
        const o = row.fresh
          ? { ...objects, subscriptionId: await newSubscription(), keyId: await newApiKey(objects.agentId) }
          : objects;
        const cookie = cookies.get(who);
        const res = await callRoute(row.handler as Handler, {
          method: row.method,
          url: row.url(o),
          params: row.params?.(o),
          body: row.body?.(o),
          // as the portal's own pages send it (a signed-in write from elsewhere is refused: lib/api/same-origin.ts)
          headers: cookie ? { cookie, "sec-fetch-site": "same-origin" } : {},
        });
        expect(res.status, `${who}: a 5xx is never an access decision`).toBeLessThan(500);
        seen[who] = [401, 403, 404].includes(res.status) ? res.status : "allow";
        if (seen[who] !== "allow")
          expect(res.body).toMatchObject({
            status: 1,
            code: { 401: "UNAUTHORIZED", 403: "FORBIDDEN", 404: "NOT_FOUND" }[res.status],
          });
      }
      expect(seen).toEqual(row.expect);
    });
  }

  it("API keys get the same decisions as their agent's users (booking of agent A)", async () => {
    const read = (apiKey: string) =>
      callRoute(booking.GET as Handler, {
        url: `/api/bookings/${objects.bookingId}`,
        apiKey,
        params: idParam(objects.bookingId),
      });
    expect((await read(TEST_API_KEYS.agent)).status).toBe(200);
    expect((await read(TEST_API_KEYS.otherAgent)).status).toBe(404);
    expect((await read(TEST_API_KEYS.admin)).status).toBe(200);
    // the agent's key cannot record milestones (staff work)
    const milestone = await callRoute(milestones.POST as Handler, {
      url: `/api/items/${objects.itemId}/milestones`,
      apiKey: TEST_API_KEYS.agent,
      params: idParam(objects.itemId),
      body: { type: "Delivered", on: "2026-11-01" },
    });
    expect(milestone.status).toBe(403);
  });

  it("objects exist: the 404s above are about who asks, not a missing object", async () => {
    expect(await db().booking.count({ where: { id: objects.bookingId } })).toBe(1);
    expect(await db().bookingItem.count({ where: { id: objects.itemId } })).toBe(1);
    const state = async (number: string) =>
      (await db().transportDocument.findUniqueOrThrow({ where: { number }, select: { state: true } })).state;
    expect(await state(objects.draftDocument)).toBe("DRAFT");
    expect(await state(objects.issuedDocument)).toBe("ISSUED");
    expect(await state(objects.voidDocument)).toBe("VOID");
    expect(await db().shippingInstruction.count({ where: { number: objects.instruction } })).toBe(1);
    expect(await db().invoice.count({ where: { number: objects.invoice, paidAt: null } })).toBe(1);
    expect(await db().creditNote.count({ where: { number: objects.creditNote } })).toBe(1);
  });
});
