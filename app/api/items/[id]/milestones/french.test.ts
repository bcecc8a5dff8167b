// The milestone route's refusals in the caller's language (decision 120): Accept-Language: fr gets
// French with the same status, code and paths (the route moves "[0].…" paths keeping the wording);
// in English, or without the header, the answer is as it always was.
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/items/[id]/milestones/route";
import { GET as unknownPath } from "@/app/api/[...path]/route";
import type { ErrorEnvelope } from "@/lib/core/errors";
import { createBooking } from "@/lib/feed/test-helpers";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

function milestone(itemId: number, body: unknown, headers: Record<string, string> = {}) {
  return callRoute<ErrorEnvelope>(POST, {
    url: `/api/items/${itemId}/milestones`,
    method: "POST",
    apiKey: TEST_API_KEYS.admin,
    headers,
    body,
    params: { id: String(itemId) },
  });
}

const FR = { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" };
const today = new Date().toISOString().slice(0, 10);

describe("the milestone route's refusals in French", () => {
  it("an item that does not exist: the same code and path, the messages in French", async () => {
    const id = 2_000_000_001;
    const none = await milestone(id, { type: "Delivered", on: today });
    const en = await milestone(id, { type: "Delivered", on: today }, { "accept-language": "en-GB" });
    const fr = await milestone(id, { type: "Delivered", on: today }, FR);
    expect(none.status).toBe(404);
    expect(en.body).toEqual(none.body);
    expect(none.body.code).toBe("NOT_FOUND");
    expect(none.body.message).toBe("A milestone names an item that does not exist.");
    expect(none.body.errors).toEqual([{ path: "itemId", code: "not_found", message: `Item ${id} does not exist.` }]);
    expect(fr.status).toBe(404);
    expect(fr.body.code).toBe("NOT_FOUND");
    expect(fr.body.message).toBe("Une étape désigne une unité qui n’existe pas.");
    expect(fr.body.errors).toEqual([{ path: "itemId", code: "not_found", message: `L’unité ${id} n’existe pas.` }]);
  });

  it("a milestone out of order: the state table's reason, keyed, reads the same in English", async () => {
    const b = await createBooking();
    const id = b.itemIds[0];
    const en = await milestone(id, { type: "Loaded", on: today });
    const fr = await milestone(id, { type: "Loaded", on: today }, FR);
    expect(en.status).toBe(409);
    expect(en.body.message).toBe("A milestone does not fit the item's state.");
    expect(en.body.errors).toEqual([
      {
        path: "type",
        code: "out_of_order",
        message: `Item ${id}: The unit is Approved; this milestone needs it Delivered.`,
      },
    ]);
    expect(fr.status).toBe(409);
    expect(fr.body.code).toBe(en.body.code);
    expect(fr.body.message).toBe("Une étape ne correspond pas à l’état de l’unité.");
    expect(fr.body.errors).toEqual([
      {
        path: "type",
        code: "out_of_order",
        message: `Unité ${id}\u00a0: l’unité est Approved\u00a0; cette étape exige qu’elle soit Delivered.`,
      },
    ]);
  });

  it("an API path that does not exist", async () => {
    const call = (headers: Record<string, string>) =>
      callRoute<ErrorEnvelope>(unknownPath, { url: "/api/nowhere", method: "GET", headers });
    const en = await call({});
    const fr = await call(FR);
    expect(en.status).toBe(404);
    expect(en.body.message).toBe("There is no such API path; the operations are listed at /api/openapi.json.");
    expect(fr.status).toBe(404);
    expect(fr.body.code).toBe("NOT_FOUND");
    expect(fr.body.message).toBe(
      "Ce chemin d’API n’existe pas\u00a0; les opérations sont listées dans /api/openapi.json.",
    );
  });
});
