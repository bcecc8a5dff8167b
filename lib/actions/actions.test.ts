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
  "lib/actions/acceptance.ts#setAllotmentAction": {
    access: LINE,
    operation: "PUT /api/voyages/{voyage}/allotment",
  },
  "lib/actions/acceptance.ts#setStopSaleAction": {
    access: LINE,
    operation: "POST /api/voyages/{voyage}/stop-sale",
  },
  "lib/actions/account.ts#changePasswordAction": { access: "signed-in", operation: null },
  "lib/actions/account.ts#setTimeZoneAction": { access: "signed-in", operation: null },
  "lib/actions/account.ts#setLocaleAction": { access: "signed-in", operation: null },
  "lib/actions/account.ts#signOutEverywhereAction": { access: "signed-in", operation: null },
  "lib/actions/address-book.ts#saveEntryAction": { access: ["AGENT"], operation: null },
  "lib/actions/address-book.ts#deleteEntryAction": { access: ["AGENT"], operation: null },
  "lib/actions/address-book.ts#mergeEntriesAction": { access: ["AGENT"], operation: null },
  "lib/actions/admin.ts#createAgentAction": { access: ADMIN, operation: "POST /api/admin/agents" },
  "lib/actions/admin.ts#updateAgentAction": { access: ADMIN, operation: "PATCH /api/admin/agents/{id}" },
  "lib/actions/admin.ts#issueKeyAction": { access: ADMIN, operation: "POST /api/admin/agents/{id}/keys" },
  "lib/actions/admin.ts#revokeKeyAction": { access: ADMIN, operation: "DELETE /api/admin/keys/{id}" },
  "lib/actions/admin.ts#replaceAllowListAction": { access: ADMIN, operation: "PUT /api/admin/agents/{id}/allow-list" },
  "lib/actions/admin.ts#createUserAction": { access: ADMIN, operation: "POST /api/admin/users" },
  "lib/actions/admin.ts#resetPasswordAction": {
    access: ADMIN,
    operation: "POST /api/admin/users/{id}/reset-password",
  },
  "lib/actions/admin.ts#setUserActiveAction": { access: ADMIN, operation: "PATCH /api/admin/users/{id}" },
  "lib/actions/booking/booking-page.ts#cancelBookingAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/actions/booking/booking-page.ts#cancelItemAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/actions/booking/booking-page.ts#allowChassisExceptionAction": { access: ["STAFF"], operation: null },
  "lib/actions/booking/booking-page.ts#grantAcceptanceExceptionAction": {
    access: LINE,
    operation: "POST /api/bookings/{id}/exceptions",
  },
  "lib/actions/booking/form.ts#searchAddressBookAction": { access: ["AGENT"], operation: null },
  "lib/actions/booking/form.ts#searchSailingsAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/actions/booking/form.ts#checkVinListAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/actions/booking/form.ts#unknownModelsAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/actions/feed/item-update.ts#listReceivedUpdatesAction": { access: ["STAFF"], operation: null },
  "lib/actions/feed/item-update.ts#listLineUpdatesAction": { access: ["STAFF"], operation: null },
  "lib/actions/feed/milestone.ts#recordMilestoneAction": { access: ["STAFF"], operation: null },
  "lib/actions/feed/milestone.ts#explainScanAction": { access: ["STAFF"], operation: null },
  "lib/actions/feed/milestone.ts#uploadMilestoneCsvAction": { access: ["STAFF"], operation: null },
  "lib/actions/feed/subscription.ts#listSubscriptionsAction": { access: ["AGENT"], operation: null },
  "lib/actions/feed/subscription.ts#createSubscriptionAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/feed/subscriptions",
  },
  "lib/actions/feed/subscription.ts#rotateSecretAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/feed/subscriptions/{id}/rotate-secret",
  },
  "lib/actions/feed/subscription.ts#setPausedAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/feed/subscriptions/{id}/pause",
  },
  "lib/actions/feed/subscription.ts#deleteSubscriptionAction": {
    access: ["AGENT", "ADMIN"],
    operation: "DELETE /api/feed/subscriptions/{id}",
  },
  "lib/actions/feed/subscription.ts#deliveryLogAction": { access: ["AGENT"], operation: null },
  "lib/actions/feed/subscription.ts#redeliverAction": { access: ["AGENT"], operation: null },
  "lib/actions/feed/subscription.ts#sendTestUpdateAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/feed/subscriptions/{id}/test",
  },
  "lib/actions/lines.ts#setCallServiceAction": { access: LINE, operation: null },
  "lib/actions/lines.ts#cancelVoyageAction": { access: LINE, operation: null },
  "lib/actions/lines.ts#addVoyageAction": { access: LINE, operation: null },
  "lib/actions/lines.ts#importScheduleAction": { access: LINE, operation: null },
  "lib/actions/lines.ts#saveVesselAction": { access: LINE, operation: null },
  "lib/actions/lines.ts#saveUnitModelAction": { access: ADMIN, operation: null },
  "lib/actions/lines.ts#retireUnitModelAction": { access: ADMIN, operation: null },
  "lib/actions/papers.ts#submitInstructionsAction": {
    access: ["AGENT", "STAFF", "ADMIN"],
    operation: "POST /api/bookings/{id}/shipping-instructions",
  },
  "lib/actions/papers.ts#reviseInstructionsAction": {
    access: ["AGENT", "STAFF", "ADMIN"],
    operation: "PUT /api/shipping-instructions/{number}",
  },
  "lib/actions/papers.ts#approveDocumentAction": {
    access: ["AGENT", "ADMIN"],
    operation: "POST /api/transport-documents/{number}/approve",
  },
  "lib/actions/papers.ts#issueDocumentAction": {
    access: LINE,
    operation: "POST /api/transport-documents/{number}/issue",
  },
  "lib/actions/papers.ts#surrenderDocumentAction": {
    access: LINE,
    operation: "POST /api/transport-documents/{number}/surrender",
  },
  "lib/actions/papers.ts#voidDocumentAction": {
    access: LINE,
    operation: "POST /api/transport-documents/{number}/void",
  },
  "lib/actions/papers.ts#recordPaymentAction": {
    access: LINE,
    operation: "POST /api/invoices/{number}/payments",
  },
  "lib/actions/booking/decision.ts#decideBookingAction": {
    access: LINE,
    operation: "POST /api/bookings/{id}/decision",
  },
  "lib/actions/booking/decision.ts#withdrawAmendmentAction": {
    access: ["AGENT", "STAFF", "ADMIN"],
    operation: "DELETE /api/bookings/{id}/amendment",
  },
  "lib/actions/booking/decision.ts#rollBookingAction": {
    access: LINE,
    operation: "POST /api/bookings/{id}/roll",
  },
  "lib/actions/tracking/move-call.ts#moveCallAction": { access: LINE, operation: null },
  "lib/actions/tracking/share-link.ts#createShareLinkAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/actions/tracking/share-link.ts#revokeShareLinkAction": { access: ["AGENT", "STAFF"], operation: null },
  "lib/actions/notifications.ts#unreadCountAction": { access: "signed-in", operation: null },
  "lib/actions/notifications.ts#listNotificationsAction": { access: "signed-in", operation: null },
  "lib/actions/notifications.ts#markReadAction": { access: "signed-in", operation: null },
  "lib/actions/notifications.ts#getPreferencesAction": { access: "signed-in", operation: null },
  "lib/actions/notifications.ts#savePreferencesAction": { access: "signed-in", operation: null },
  "lib/actions/pricing.ts#importTariffAction": { access: LINE, operation: "PUT /api/tariff" },
  "lib/actions/pricing.ts#saveTariffEntryAction": { access: LINE, operation: null },
  "lib/actions/pricing.ts#endTariffEntryAction": { access: LINE, operation: null },
  "lib/actions/pricing.ts#setItemPriceAction": { access: LINE, operation: "PUT /api/items/{id}/price" },
  "lib/actions/pricing.ts#requestQuoteAction": { access: ["AGENT"], operation: null },
  "lib/actions/schedule.ts#describeVoyagesAction": { access: "signed-in", operation: null },
  "lib/actions/search.ts#findBookingsAction": { access: "signed-in", operation: null },
  "lib/actions/team.ts#addTeamMemberAction": { access: ["AGENT"], operation: null },
  "lib/actions/team.ts#setTeamMemberActiveAction": { access: ["AGENT"], operation: null },
  "lib/actions/team.ts#setTeamLeadAction": { access: ["AGENT", "ADMIN"], operation: null },
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
