// Refusals moved into the catalogue (decision 120), over the real routes: Accept-Language: fr gets
// the French with the same status, code and paths; English (or no header) is the API's words as
// they always were.
import { describe, expect, it } from "vitest";
import { GET as getAgent } from "@/app/api/admin/agents/[id]/route";
import { POST as SAVE } from "@/app/api/booking/save/route";
import { bookingInput } from "@/lib/booking/test-helpers";
import type { ErrorEnvelope } from "@/lib/core/errors";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

function saveWithKey(key: string, headers: Record<string, string> = {}) {
  return callRoute<ErrorEnvelope>(SAVE, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    headers: { "idempotency-key": key, ...headers },
    body: { booking: { ...bookingInput(), TestOnly: true } },
  });
}

describe("refusals in the caller's language", () => {
  it("a malformed Idempotency-Key: the same code and path, the message in French", async () => {
    const badKey = "x".repeat(256);
    const none = await saveWithKey(badKey);
    const english = await saveWithKey(badKey, { "accept-language": "en-GB" });
    const french = await saveWithKey(badKey, { "accept-language": "fr-FR,fr;q=0.9" });
    expect(none.status).toBe(400);
    expect(english.body).toEqual(none.body);
    expect(none.body).toMatchObject({
      code: "BAD_REQUEST",
      message: "The Idempotency-Key header has 1 to 255 visible ASCII characters.",
      errors: [
        { path: "Idempotency-Key", code: "invalid_idempotency_key", message: "1 to 255 visible ASCII characters" },
      ],
    });
    expect(french.status).toBe(400);
    expect(french.body).toMatchObject({
      code: "BAD_REQUEST",
      message: "L’en-tête Idempotency-Key compte de 1 à 255 caractères ASCII visibles.",
      errors: [
        { path: "Idempotency-Key", code: "invalid_idempotency_key", message: "1 à 255 caractères ASCII visibles" },
      ],
    });
  });

  it("the operator console's refusal: an unknown agent", async () => {
    const call = (headers: Record<string, string> = {}) =>
      callRoute<ErrorEnvelope>(getAgent, {
        url: "/api/admin/agents/999999",
        apiKey: TEST_API_KEYS.admin,
        headers,
        params: { id: "999999" },
      });
    const english = await call();
    const french = await call({ "accept-language": "fr" });
    expect(english).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: "No agent with id 999999." } });
    expect(french).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: "Aucun agent n’a l’id 999999." } });
  });
});
