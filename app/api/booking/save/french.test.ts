// The save's refusals in the caller's language (decision 120): Accept-Language: fr gets French
// messages with the same status, code and paths; without it (or in English) the answer is as always.
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/booking/save/route";
import { bookingInput } from "@/lib/booking/test-helpers";
import type { ErrorEnvelope } from "@/lib/core/errors";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

function save(booking: unknown, headers: Record<string, string> = {}) {
  return callRoute<ErrorEnvelope>(POST, {
    url: "/api/booking/save",
    method: "POST",
    apiKey: TEST_API_KEYS.agent,
    headers,
    body: { booking },
  });
}

const unknownPort = () => {
  const booking = bookingInput();
  return { ...booking, Header: { ...booking.Header, Pol: "XXNOPE" } };
};

describe("the save's refusals in French", () => {
  it("a business rule: the same code and path, the message in French", async () => {
    const english = await save(unknownPort());
    const french = await save(unknownPort(), { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" });
    expect(english.status).toBe(404);
    expect(french.status).toBe(404);
    expect(english.body.message).toBe("The booking refers to something that does not exist.");
    expect(english.body.errors).toContainEqual({
      path: "Header.Pol",
      code: "not_found",
      message: 'No port is named or coded "XXNOPE".',
    });
    expect(french.body.code).toBe(english.body.code);
    expect(french.body.message).toBe("La réservation fait référence à un élément qui n’existe pas.");
    expect(french.body.errors.map((e) => [e.path, e.code])).toEqual(english.body.errors.map((e) => [e.path, e.code]));
    expect(french.body.errors).toContainEqual({
      path: "Header.Pol",
      code: "not_found",
      message: "Aucun port ne porte le nom ou le code «\u00a0XXNOPE\u00a0».",
    });
  });

  it("the schema's validation: French for fr, English unchanged for en and without the header", async () => {
    const booking = bookingInput();
    const missing = { ...booking, Header: { ...booking.Header, Pol: "" } };
    const none = await save(missing);
    const en = await save(missing, { "accept-language": "en-GB" });
    const fr = await save(missing, { "accept-language": "fr" });
    expect(none.status).toBe(422);
    expect(en.body).toEqual(none.body);
    expect(none.body.message).toBe("The request is not valid.");
    expect(none.body.errors).toContainEqual({ path: "Header.Pol", code: "required", message: "Pol is required." });
    expect(fr.status).toBe(422);
    expect(fr.body.message).toBe("La requête n’est pas valide.");
    expect(fr.body.errors).toContainEqual({ path: "Header.Pol", code: "required", message: "Pol est obligatoire." });
  });

  it("an unauthenticated call is refused in French too", async () => {
    const answer = await callRoute<ErrorEnvelope>(POST, {
      url: "/api/booking/save",
      method: "POST",
      headers: { "accept-language": "fr" },
      body: { booking: bookingInput() },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe("UNAUTHORIZED");
    expect(answer.body.message).toMatch(/^Connectez-vous/);
  });
});
