// Uploaded files and the documents Quayside produces (docs/integrators/uploads.md,
// docs/portal/documents.md). Listed with the rest in ./index.ts.
import { z } from "zod";
import { defineOperation, ID_PARAMS, VOYAGE_PARAMS, resourceIdSchema } from "@/lib/core/operation";
import { ensDataSetSchema } from "@/lib/customs/ens-schema";
import { ACCEPTED_TYPES } from "@/lib/files/file-type";
import { fileDownloadQuerySchema, uploadedFileSchema, uploadQuerySchema } from "@/lib/files/file-schema";
import { LINE_CODE_PARAMS } from "@/lib/destination-rules/schema";
import { LOGO_MAX_BYTES, letterheadBodySchema, letterheadSchema } from "@/lib/letterhead/schema";

const BOOKING_READERS = ["AGENT", "STAFF", "ADMIN"] as const;
const pdf = z.string().meta({ description: "application/pdf" });

export const uploadFileOperation = defineOperation({
  method: "post",
  path: "/api/files",
  operationId: "uploadFile",
  tag: "Files",
  summary: "Upload a file (customs paper, invoice, photo)",
  description: [
    "The body is the file itself (its bytes, any `Content-Type`, the name in `?name=`) or `multipart/form-data` with one file part. It is streamed into PostgreSQL, never held whole in memory.",
    `The type is judged by the file's own first bytes, not its name or declared type: ${ACCEPTED_TYPES.join(", ")}; anything else is 415 UNSUPPORTED_MEDIA_TYPE (a file named .pdf that holds HTML too). Above FILE_MAX_BYTES (20 MiB by default) it is 413 PAYLOAD_TOO_LARGE, by Content-Length before the body is read.`,
    "The answer is the `ExtFile` to put in a save (`PaperForCustoms`, `InvoicePaper`, `Photos`, a sub unit's or sub item's `PaperForCustoms`): `{Id, Name, Url}`, with the type and size found. The file belongs to the caller's agent (staff and admins name it with `agentId`); only saves of that agent may refer to it. A file no booking refers to is purged after FILE_ORPHAN_HOURS (1 by default).",
    "Per agent (its keys and users, and staff uploading for it together): FILE_UPLOADS_PER_MINUTE uploads a minute (120 by default), over it 429 RATE_LIMITED with `Retry-After`; its files may take FILE_STORAGE_PER_AGENT_BYTES together (10 GiB by default), and an upload that does not fit is 413 PAYLOAD_TOO_LARGE with the error code `storage_quota_exceeded`. File names lose control and invisible format characters (bidi overrides, zero-width spaces).",
  ].join("\n"),
  access: ["AGENT", "STAFF"],
  query: uploadQuerySchema,
  bodyReadBy: "stream",
  // The type is judged by the bytes, so any Content-Type is taken ("*/*"); the types listed first are those stored.
  requestContent: [...ACCEPTED_TYPES, "multipart/form-data", "*/*"],
  response: uploadedFileSchema,
  successStatus: 201,
  responseDescription: "The stored file, as the ExtFile to send in a save",
  errors: ["BAD_REQUEST", "NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "RATE_LIMITED"],
  errorText: {
    FORBIDDEN:
      "An agent's caller names another agent in agentId; a signed-in session's request does not come from the portal's own pages (Origin)",
    BAD_REQUEST:
      "Empty body, a multipart body without a file part or cut before its closing boundary, or staff/admins without agentId",
    PAYLOAD_TOO_LARGE:
      "The file is over FILE_MAX_BYTES, or does not fit the agent's storage quota (errors[0].code `storage_quota_exceeded`)",
    RATE_LIMITED: "More than FILE_UPLOADS_PER_MINUTE uploads for this agent within a minute; wait Retry-After seconds",
    NOT_FOUND: "agentId names no agent",
  },
});

export const getFileOperation = defineOperation({
  method: "get",
  path: "/api/files/{id}",
  operationId: "getFile",
  tag: "Files",
  summary: "An uploaded file's bytes",
  description:
    "Streamed with the stored type, `Content-Disposition` (inline; `?download=1`: attachment), `X-Content-Type-Options: nosniff` and a sandboxing `Content-Security-Policy`. To the owning agent's callers, the staff of a line whose booking refers to the file, and admins; 404 to anyone else.",
  access: BOOKING_READERS,
  params: ID_PARAMS,
  query: fileDownloadQuerySchema,
  response: z.string(),
  // The type found in the file's own bytes when it was uploaded (lib/files/file-type.ts).
  responseContent: ACCEPTED_TYPES,
  responseDescription: "The file's bytes, with the type found when it was uploaded",
  errors: ["NOT_FOUND"],
});

export const bookingConfirmationOperation = defineOperation({
  method: "get",
  path: "/api/bookings/{id}/confirmation.pdf",
  operationId: "getBookingConfirmation",
  tag: "Documents",
  summary: "Booking confirmation (PDF)",
  description:
    "On the line's letterhead (GET /api/lines/{code}/letterhead): the booking number, parties, vessel, voyage, Pol and terminal, Pod, the cut-off, departure and arrival in each port's time; a table of every unit with make/model, VIN, dimensions, weight, RT and amount, its sub units and sub items; once priced, every charge as a line (freight and each surcharge over the units, each per-booking charge such as documentation) and the total they add up to. Pages numbered \"Page N of M\". Same access as the booking (404 to others).",
  access: BOOKING_READERS,
  params: ID_PARAMS,
  response: pdf,
  responseContent: "application/pdf",
  responseDescription: "The confirmation",
  errors: ["NOT_FOUND"],
});

export const dockReceiptsOperation = defineOperation({
  method: "get",
  path: "/api/bookings/{id}/dock-receipts.pdf",
  operationId: "getDockReceipts",
  tag: "Documents",
  summary: "Every dock receipt of a booking (PDF, a page per unit)",
  description: "One page per unit that is not cancelled, as GET /api/bookings/{id}/items/{itemId}/dock-receipt.pdf.",
  access: BOOKING_READERS,
  params: ID_PARAMS,
  response: pdf,
  responseContent: "application/pdf",
  responseDescription: "The receipts",
  errors: ["NOT_FOUND"],
});

export const dockReceiptOperation = defineOperation({
  method: "get",
  path: "/api/bookings/{id}/items/{itemId}/dock-receipt.pdf",
  operationId: "getDockReceipt",
  tag: "Documents",
  summary: "A unit's dock receipt (PDF) for the terminal's gate",
  description:
    "Booking code, the VIN (or serial) as a Code 128 barcode, a QR code of `QS-ITEM:<itemId>` (what the staff milestones page's scanner field takes), vessel, voyage, Pol, terminal and cut-off.",
  access: BOOKING_READERS,
  params: z.object({ id: resourceIdSchema, itemId: resourceIdSchema }),
  response: pdf,
  responseContent: "application/pdf",
  responseDescription: "The receipt",
  errors: ["NOT_FOUND"],
});

const manifestQuerySchema = z.object({
  line: z
    .string()
    .max(100)
    .optional()
    .meta({ description: "The line (name or code) when several lines sail that voyage number" }),
});

export const voyageManifestPdfOperation = defineOperation({
  method: "get",
  path: "/api/voyages/{voyage}/manifest.pdf",
  operationId: "getVoyageManifestPdf",
  tag: "Documents",
  summary: "A voyage's manifest (PDF), for line staff",
  description:
    "On the line's letterhead, landscape: every booked unit (not draft, not cancelled, no quotation) per Pol → Pod (with the Pol's departure) with its VIN, make/model, dimensions, weight, RT, shipper and consignee; a subtotal per leg, the totals per leg and of the voyage; the table's header on every page, \"Page N of M\". `{voyage}` is the voyage's id or number. Staff of the voyage's line and admins; 404 to staff of another line.",
  access: ["STAFF"],
  params: VOYAGE_PARAMS,
  query: manifestQuerySchema,
  response: pdf,
  responseContent: "application/pdf",
  responseDescription: "The manifest",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const voyageManifestCsvOperation = defineOperation({
  method: "get",
  path: "/api/voyages/{voyage}/manifest.csv",
  operationId: "getVoyageManifestCsv",
  tag: "Documents",
  summary: "A voyage's manifest (CSV), for line staff",
  description:
    "The manifest's rows as CSV (one unit a row, the Pol and Pod on each), for spreadsheets and terminal systems.",
  access: ["STAFF"],
  params: VOYAGE_PARAMS,
  query: manifestQuerySchema,
  response: z.string().meta({ description: "text/csv" }),
  responseContent: "text/csv",
  responseDescription: "The manifest",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const getLetterheadOperation = defineOperation({
  method: "get",
  path: "/api/lines/{code}/letterhead",
  operationId: "getLetterhead",
  tag: "Documents",
  summary: "The letterhead of a line's documents",
  description:
    "What every document of the line (confirmation, dock receipt, manifest) prints at its head: the name, the postal address, and the logo (its type, size and SHA-256; none: the name is set in type). The line's staff and admins; 404 for another line.",
  access: ["STAFF", "ADMIN"],
  params: LINE_CODE_PARAMS,
  response: letterheadSchema,
  responseDescription: "The letterhead",
  errors: ["NOT_FOUND", "BAD_REQUEST"],
  errorText: { NOT_FOUND: "No such line, or another line than the caller's." },
});

export const updateLetterheadOperation = defineOperation({
  method: "put",
  path: "/api/lines/{code}/letterhead",
  operationId: "updateLetterhead",
  tag: "Documents",
  summary: "Change the letterhead of a line's documents",
  description: [
    "Each field given replaces what is kept; a field left out stays as it is. `name`: the name to print (null or empty: the line's own name); `address`: the postal address and contacts, up to 6 lines (null or empty: none).",
    `\`logo\`: \`{"data": "<base64>"}\` a PNG or JPEG of at most ${LOGO_MAX_BYTES / 1024} KB, judged by its own bytes (anything else is 422 with \`logo.data\` and the code \`unsupported_type\`, \`too_large\`, \`empty\` or \`unreadable\`); null removes the logo. It is kept in PostgreSQL and printed at the top left of every document from the next one made, up to 170 x 52 points.`,
  ].join("\n"),
  access: ["STAFF", "ADMIN"],
  params: LINE_CODE_PARAMS,
  body: letterheadBodySchema,
  response: letterheadSchema,
  responseDescription: "The letterhead as stored",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST", "PAYLOAD_TOO_LARGE"],
  errorText: { NOT_FOUND: "No such line, or another line than the caller's." },
});

const ENS_DESCRIPTION = [
  "The customs data of a voyage's bookings for the EU's entry summary declaration (ICS2 ENS): per booking (not cancelled, no quotation, not declined) its shipper and consignee with their EORI numbers (a party's `IdentifierType` \"EORI\" and `IdentifierCode`), its units (not draft, not cancelled) with their HS codes (the unit's own, or its type's default: `hsCodeFromType`) and gross weights, and `missing`: each field still missing, with its path in the save message. EORI numbers are required where the Pod, or a call after the Pol up to the Pod, is in the EU (`euFiling`).",
  "`{voyage}` is the voyage's id or number. Staff of the voyage's line and admins; 404 to staff of another line; 403 to agents (docs/integrators/customs.md).",
].join("\n");

export const voyageEnsOperation = defineOperation({
  method: "get",
  path: "/api/voyages/{voyage}/ens",
  operationId: "getVoyageEns",
  tag: "Documents",
  summary: "A voyage's customs data set (EU ENS), for line staff",
  description: ENS_DESCRIPTION,
  access: ["STAFF"],
  params: VOYAGE_PARAMS,
  query: manifestQuerySchema,
  response: ensDataSetSchema,
  responseDescription: "Each booking's customs data and what it misses",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const voyageEnsCsvOperation = defineOperation({
  method: "get",
  path: "/api/voyages/{voyage}/ens.csv",
  operationId: "getVoyageEnsCsv",
  tag: "Documents",
  summary: "A voyage's customs data set (EU ENS) as CSV, for line staff",
  description:
    "The customs data set as CSV: one unit a row, with its booking's parties, EORI numbers and what the booking misses.",
  access: ["STAFF"],
  params: VOYAGE_PARAMS,
  query: manifestQuerySchema,
  response: z.string().meta({ description: "text/csv" }),
  responseContent: "text/csv",
  responseDescription: "The customs data set",
  errors: ["NOT_FOUND", "VALIDATION_FAILED", "BAD_REQUEST"],
});

export const DOCUMENT_OPERATIONS = [
  uploadFileOperation,
  getFileOperation,
  bookingConfirmationOperation,
  dockReceiptsOperation,
  dockReceiptOperation,
  voyageManifestPdfOperation,
  voyageManifestCsvOperation,
  getLetterheadOperation,
  updateLetterheadOperation,
  voyageEnsOperation,
  voyageEnsCsvOperation,
] as const;
