// Every server action has its access rule (decision 105), as the access matrix gives every route
// its row: the files that say "use server" are found by scanning lib/ and app/, each export must
// be made by defineAction (it carries `rule`), and each is listed below with who may call it. A
// new action fails here until it has its row. The door itself is tried with real sessions: the
// request's cookie comes from a signed-in seeded user (next/headers stands in for the request).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { TEST_USERS } from "@/lib/testing/fixtures";
import { signedInCookie } from "@/lib/testing/session";

const request = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
  cookies: async () => ({
    getAll: () =>
      request.cookie
        .split("; ")
        .filter(Boolean)
        .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) })),
  }),
}));

import { defineAction, fromOperation, type DefinedRule } from "@/lib/actions/define-action";
import { setItemPriceOperation } from "@/lib/api/operations/prices";
import { recordIdSchema } from "@/lib/core/operation";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LINE: DefinedRule["access"] = ["STAFF", "ADMIN"];
const ADMIN: DefinedRule["access"] = ["ADMIN"];

/** Every action: `file#export` → who may call it, and the API operation it does too. */
const ACTIONS: Record<string, DefinedRule> = {
  "lib/acceptance/space-actions.ts#setAllotmentAction": {
    access: LINE,
    operation: "PUT /api/voyages/{voyage}/allotment",
  },
  "lib/acceptance/space-actions.ts#setStopSaleAction": {
    access: LINE,
    operation: "POST /api/voyages/{voyage}/stop-sale",
  },
  "lib/account/account-actions.ts#changePasswordAction": { access: "signed-in", operation: null },
  "lib/account/account-actions.ts#setTimeZoneAction": { access: "signed-in", operation: null },
  "lib/account/account-actions.ts#setLocaleAction": { access: "signed-in", operation: null },
  "lib/account/account-actions.ts#signOutEverywhereAction": { access: "signed-in", operation: null },
  "lib/address-book/address-book-actions.ts#saveEntryAction": { access: ["AGENT"], operation: null },
  "lib/address-book/address-book-actions.ts#deleteEntryAction": { access: ["AGENT"], operation: null },
  "lib/address-book/address-book-actions.ts#mergeEntriesAction": { access: ["AGENT"], operation: null },
  "lib/admin/actions.ts#createAgentAction": { access: ADMIN, operation: "POST /api/admin/agents" },
  "lib/admin/actions.ts#updateAgentAction": { access: ADMIN, operation: "PATCH /api/admin/agents/{id}" },
  "lib/admin/actions.ts#issueKeyAction": { access: ADMIN, operation: "POST /api/admin/agents/{id}/keys" },
  "lib/admin/actions.ts#revokeKeyAction": { access: ADMIN, operation: "DELETE /api/admin/keys/{id}" },
  "lib/admin/actions.ts#replaceAllowListAction": { access: ADMIN, operation: "PUT /api/admin/agents/{id}/allow-list" },
  "lib/admin/actions.ts#createUserAction": { access: ADMIN, operation: "POST /api/admin/users" },
  "lib/admin/actions.ts#resetPasswordAction": {
    access: ADMIN,
    operation: "POST /api/admin/users/{id}/reset-password",
  },
  "lib/admin/actions.ts#setUserActiveAction": { access: ADMIN, operation: "PATCH /api/admin/users/{id}" },
  "lib/booking/form/booking-page-actions.ts#cancelBookingAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/booking/form/booking-page-actions.ts#cancelItemAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/booking/form/booking-page-actions.ts#allowChassisExceptionAction": { access: ["STAFF"], operation: null },
  "lib/booking/form/booking-page-actions.ts#grantAcceptanceExceptionAction": {
    access: LINE,
    operation: "POST /api/bookings/{id}/exceptions",
  },
  "lib/booking/form/form-actions.ts#searchAddressBookAction": { access: ["AGENT"], operation: null },
  "lib/booking/form/form-actions.ts#searchSailingsAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/booking/form/form-actions.ts#checkVinListAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/booking/form/form-actions.ts#unknownModelsAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/feed/item-update-actions.ts#listReceivedUpdatesAction": { access: ["STAFF"], operation: null },
  "lib/feed/item-update-actions.ts#listLineUpdatesAction": { access: ["STAFF"], operation: null },
  "lib/feed/milestone-actions.ts#recordMilestoneAction": { access: ["STAFF"], operation: null },
  "lib/feed/milestone-actions.ts#explainScanAction": { access: ["STAFF"], operation: null },
  "lib/feed/milestone-actions.ts#uploadMilestoneCsvAction": { access: ["STAFF"], operation: null },
  "lib/feed/subscription-actions.ts#listSubscriptionsAction": { access: ["AGENT"], operation: null },
  "lib/feed/subscription-actions.ts#createSubscriptionAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/feed/subscriptions",
  },
  "lib/feed/subscription-actions.ts#rotateSecretAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/feed/subscriptions/{id}/rotate-secret",
  },
  "lib/feed/subscription-actions.ts#setPausedAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/feed/subscriptions/{id}/pause",
  },
  "lib/feed/subscription-actions.ts#deleteSubscriptionAction": {
    access: ["AGENT", "ADMIN"],
    operation: "DELETE /api/feed/subscriptions/{id}",
  },
  "lib/feed/subscription-actions.ts#deliveryLogAction": { access: ["AGENT"], operation: null },
  "lib/feed/subscription-actions.ts#redeliverAction": { access: ["AGENT"], operation: null },
  "lib/feed/subscription-actions.ts#sendTestUpdateAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/feed/subscriptions/{id}/test",
  },
  "lib/lines/actions.ts#setCallServiceAction": { access: LINE, operation: null },
  "lib/lines/actions.ts#cancelVoyageAction": { access: LINE, operation: null },
  "lib/lines/actions.ts#addVoyageAction": { access: LINE, operation: null },
  "lib/lines/actions.ts#importScheduleAction": { access: LINE, operation: null },
  "lib/lines/actions.ts#saveVesselAction": { access: LINE, operation: null },
  "lib/lines/actions.ts#saveUnitModelAction": { access: ADMIN, operation: null },
  "lib/lines/actions.ts#retireUnitModelAction": { access: ADMIN, operation: null },
  "lib/papers/paper-actions.ts#submitInstructionsAction": {
    access: ["AGENT", "STAFF", "ADMIN"],
    operation: "POST /api/bookings/{id}/shipping-instructions",
  },
  "lib/papers/paper-actions.ts#reviseInstructionsAction": {
    access: ["AGENT", "STAFF", "ADMIN"],
    operation: "PUT /api/shipping-instructions/{number}",
  },
  "lib/papers/paper-actions.ts#approveDocumentAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/transport-documents/{number}/approve",
  },
  "lib/papers/paper-actions.ts#issueDocumentAction": {
    access: LINE,
    operation: "POST /api/transport-documents/{number}/issue",
  },
  "lib/papers/paper-actions.ts#surrenderDocumentAction": {
    access: LINE,
    operation: "POST /api/transport-documents/{number}/surrender",
  },
  "lib/papers/paper-actions.ts#voidDocumentAction": {
    access: LINE,
    operation: "POST /api/transport-documents/{number}/void",
  },
  "lib/papers/paper-actions.ts#recordPaymentAction": {
    access: LINE,
    operation: "POST /api/invoices/{number}/payments",
  },
  "lib/booking/decision/decision-actions.ts#decideBookingAction": {
    access: LINE,
    operation: "POST /api/bookings/{id}/decision",
  },
  "lib/booking/decision/decision-actions.ts#withdrawAmendmentAction": {
    access: ["AGENT", "STAFF", "ADMIN"],
    operation: "DELETE /api/bookings/{id}/amendment",
  },
  "lib/booking/decision/decision-actions.ts#rollBookingAction": {
    access: LINE,
    operation: "POST /api/bookings/{id}/roll",
  },
  "lib/tracking/move-call-actions.ts#moveCallAction": { access: LINE, operation: null },
  "lib/tracking/share-link-actions.ts#createShareLinkAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/tracking/share-link-actions.ts#revokeShareLinkAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/notifications/notification-actions.ts#unreadCountAction": { access: "signed-in", operation: null },
  "lib/notifications/notification-actions.ts#listNotificationsAction": { access: "signed-in", operation: null },
  "lib/notifications/notification-actions.ts#markReadAction": { access: "signed-in", operation: null },
  "lib/notifications/notification-actions.ts#getPreferencesAction": { access: "signed-in", operation: null },
  "lib/notifications/notification-actions.ts#savePreferencesAction": { access: "signed-in", operation: null },
  "lib/pricing/price-actions.ts#importTariffAction": { access: LINE, operation: "PUT /api/tariff" },
  "lib/pricing/price-actions.ts#saveTariffEntryAction": { access: LINE, operation: null },
  "lib/pricing/price-actions.ts#endTariffEntryAction": { access: LINE, operation: null },
  "lib/pricing/price-actions.ts#setItemPriceAction": { access: LINE, operation: "PUT /api/items/{id}/price" },
  "lib/pricing/price-actions.ts#requestQuoteAction": { access: ["AGENT"], operation: null },
  "lib/schedule/voyage-service-actions.ts#describeVoyagesAction": { access: "signed-in", operation: null },
  "lib/search/search-actions.ts#findBookingsAction": { access: "signed-in", operation: null },
  "lib/team/team-actions.ts#addTeamMemberAction": { access: ["AGENT"], operation: null },
  "lib/team/team-actions.ts#setTeamMemberActiveAction": { access: ["AGENT"], operation: null },
  "lib/team/team-actions.ts#setTeamLeadAction": { access: ["AGENT", "ADMIN"], operation: null },
};

/** The files under lib/ and app/ whose first statement is the "use server" directive. */
function serverActionFiles(): string[] {
  const found: string[] = [];
  for (const top of ["lib", "app"]) {
    for (const entry of readdirSync(path.join(ROOT, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const code = readFileSync(file, "utf8").replace(/^(\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*/, "");
      if (/^\s*["']use server["']/.test(code)) found.push(path.relative(ROOT, file).split(path.sep).join("/"));
    }
  }
  return found.sort();
}

describe("every server action has its access rule", () => {
  let defined: Record<string, DefinedRule>;

  beforeAll(async () => {
    defined = {};
    for (const file of serverActionFiles()) {
      const exported = (await import(path.join(ROOT, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        const rule = (value as { rule?: DefinedRule }).rule;
        // An export without a rule was not made by defineAction: it states access and input by hand.
        expect(rule, `${file}#${name} is not made by defineAction (lib/actions/define-action.ts)`).toBeDefined();
        defined[`${file}#${name}`] = rule!;
      }
    }
  });

  it("finds the actions by scanning the files", () => {
    expect(Object.keys(defined).length).toBeGreaterThanOrEqual(59);
  });

  it("lists each with its rule here, and nothing that is gone", () => {
    const unlisted = Object.keys(defined).filter((key) => !(key in ACTIONS));
    expect(unlisted, "new actions: add a row to ACTIONS with the access they need").toEqual([]);
    expect(Object.keys(ACTIONS).filter((key) => !(key in defined))).toEqual([]);
    for (const [key, rule] of Object.entries(defined)) expect(rule, key).toEqual(ACTIONS[key]);
  });
});

describe("defineAction", () => {
  let cookies: { agent: string; staff: string; admin: string };
  beforeAll(async () => {
    cookies = {
      agent: await signedInCookie(TEST_USERS.agent),
      staff: await signedInCookie(TEST_USERS.staffNrl),
      admin: await signedInCookie(TEST_USERS.admin),
    };
  });

  const echo = defineAction(
    { access: ["STAFF"], input: [recordIdSchema, z.object({ name: z.string().min(1, "Name it.") })] },
    async (caller, id, input) => ({ role: caller.role, id, name: input.name }),
  );

  it("answers 401 without a session, before looking at the input", async () => {
    request.cookie = "";
    expect(await echo(1, { name: "" })).toMatchObject({ ok: false, code: "UNAUTHORIZED" });
  });

  it("answers 403 to a role the rule does not name; admins may call every action", async () => {
    request.cookie = cookies.agent;
    expect(await echo(1, { name: "x" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    request.cookie = cookies.admin;
    expect(await echo(1, { name: "x" })).toEqual({ ok: true, data: { role: "ADMIN", id: 1, name: "x" } });
  });

  it("hands the function each argument parsed by its schema", async () => {
    request.cookie = cookies.staff;
    expect(await echo("7" as never, { name: "seven" })).toEqual({
      ok: true,
      data: { role: "STAFF", id: 7, name: "seven" },
    });
  });

  it("refuses bad input with the envelope, the field's path as the form names it", async () => {
    request.cookie = cookies.staff;
    expect(await echo(1, { name: "" })).toEqual({
      ok: false,
      status: 1,
      code: "VALIDATION_FAILED",
      message: "The request is not valid.",
      errors: [{ path: "name", code: "too_small", message: "Name it." }],
    });
    // Past int4 an id names no record: the API's bound, refused before the database sees it.
    expect(await echo(2_147_483_648, { name: "x" })).toMatchObject({ ok: false, code: "VALIDATION_FAILED" });
  });

  it("takes an operation's access rule and body schema", () => {
    const rule = fromOperation(setItemPriceOperation);
    expect(rule).toEqual({
      access: setItemPriceOperation.access,
      operation: "PUT /api/items/{id}/price",
      body: setItemPriceOperation.body,
    });
  });
});
