// Every operation of the API, once (lib/core/operation.ts). The OpenAPI document, the 405 Allow
// table and the tests read this list; lib/api/operations.test.ts fails for a route file under
// app/api without its operation here, or an operation here without its route.
import type { Operation } from "@/lib/core/operation";
import { ACCEPTANCE_OPERATIONS } from "@/lib/api/operations/acceptance";
import { ADMIN_OPERATIONS } from "@/lib/api/operations/admin";
import { BOOKING_OPERATIONS, exportBookingsOperation } from "@/lib/api/operations/bookings";
import { DESTINATION_RULE_OPERATIONS, SAILING_SEARCH_OPERATIONS } from "@/lib/api/operations/will-it-ship";
import { DOCUMENT_OPERATIONS } from "@/lib/api/operations/documents";
import { FEED_OPERATIONS } from "@/lib/api/operations/feed";
import { PAPER_OPERATIONS } from "@/lib/api/operations/papers";
import { NOTIFICATION_OPERATIONS } from "@/lib/api/operations/notifications";
import { PRICE_OPERATIONS } from "@/lib/api/operations/prices";
import { SCHEDULE_OPERATIONS } from "@/lib/api/operations/schedule";
import { TRACKING_OPERATIONS, trackUpdatesFormOperation } from "@/lib/api/operations/tracking";
import {
  getCallerOperation,
  getHealthOperation,
  getOpenApiDocumentOperation,
  getReadinessOperation,
} from "@/lib/api/operations/system";

/** In the order the OpenAPI document lists them. */
export const OPERATIONS: readonly Operation[] = [
  ...SCHEDULE_OPERATIONS,
  ...SAILING_SEARCH_OPERATIONS,
  getCallerOperation,
  ...BOOKING_OPERATIONS,
  ...ACCEPTANCE_OPERATIONS,
  ...DESTINATION_RULE_OPERATIONS,
  ...DOCUMENT_OPERATIONS,
  ...PAPER_OPERATIONS,
  ...PRICE_OPERATIONS,
  ...FEED_OPERATIONS,
  ...NOTIFICATION_OPERATIONS,
  ...TRACKING_OPERATIONS,
  ...ADMIN_OPERATIONS,
  getHealthOperation,
  getReadinessOperation,
  getOpenApiDocumentOperation,
  // A new operation: define it in its module and list it there (or here).
];

/**
 * Route files of the portal outside app/api (downloads) that go through the same wrapper: not the
 * API's, so neither documented nor in the 405 table. lib/api/operations.test.ts ties them to their files.
 */
export const PORTAL_OPERATIONS: readonly Operation[] = [exportBookingsOperation, trackUpdatesFormOperation];
