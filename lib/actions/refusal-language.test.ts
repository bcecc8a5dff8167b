// A server action's refusal is in the page's language (decision 120): the locale cookie says fr,
// the result's messages are French; the code and the paths are the API's.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), acceptLanguage: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.acceptLanguage ? { "accept-language": request.acceptLanguage } : {}),
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
  }),
}));

import { runAction } from "@/lib/actions/run-action";
import { ApiError, fieldError } from "@/lib/core/errors";
import { LOCALE_COOKIE } from "@/lib/i18n/locales";
import { checkWords, refusal } from "@/lib/i18n/sentences";

const refused = () =>
  runAction(async () => {
    throw new ApiError("NOT_ALLOWED", refusal("refusals.booking.canceled", { booking: "QS-1001" }), [
      fieldError("Header.Id", "canceled", refusal("refusals.booking.canceled", { booking: "QS-1001" })),
    ]);
  });

describe("a server action's refusal", () => {
  beforeEach(() => {
    request.cookies.clear();
    request.acceptLanguage = "";
  });

  it("is English by default, as before", async () => {
    expect(await refused()).toEqual({
      ok: false,
      status: 1,
      code: "NOT_ALLOWED",
      message: "Booking QS-1001 is canceled; it cannot be updated.",
      errors: [{ path: "Header.Id", code: "canceled", message: "Booking QS-1001 is canceled; it cannot be updated." }],
    });
  });

  it("is French for a user whose locale cookie says fr, whatever the browser asks", async () => {
    request.cookies.set(LOCALE_COOKIE, "fr");
    request.acceptLanguage = "en-GB";
    expect(await refused()).toEqual({
      ok: false,
      status: 1,
      code: "NOT_ALLOWED",
      message: "La réservation QS-1001 est annulée\u00a0; elle ne peut plus être modifiée.",
      errors: [
        {
          path: "Header.Id",
          code: "canceled",
          message: "La réservation QS-1001 est annulée\u00a0; elle ne peut plus être modifiée.",
        },
      ],
    });
  });

  it("renders a schema's worded issue in French", async () => {
    request.cookies.set(LOCALE_COOKIE, "fr");
    const schema = z.object({
      name: z.string().refine((s) => s.trim() !== "", checkWords("required", "validation.required", { name: "Name" })),
    });
    const result = await runAction(async () => schema.parse({ name: " " }));
    expect(result).toMatchObject({
      ok: false,
      code: "VALIDATION_FAILED",
      message: "La requête n’est pas valide.",
      errors: [{ path: "name", code: "required", message: "Name est obligatoire." }],
    });
  });
});
