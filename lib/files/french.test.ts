// The files' refusals in the caller's language (decision 120): Accept-Language: fr gets French
// messages with the same status, code and paths; without it the answer is the English as always.
import { describe, expect, it } from "vitest";
import { POST as upload } from "@/app/api/files/route";
import { GET as readFile } from "@/app/api/files/[id]/route";
import type { ErrorEnvelope } from "@/lib/core/errors";
import { callRoute } from "@/lib/testing/call-route";
import { TEST_API_KEYS } from "@/lib/testing/fixtures";

const missing = (headers: Record<string, string> = {}) =>
  callRoute<ErrorEnvelope>(readFile, {
    url: "/api/files/987654321",
    apiKey: TEST_API_KEYS.agent,
    params: { id: "987654321" },
    headers,
  });

const withoutAgent = (headers: Record<string, string> = {}) =>
  callRoute<ErrorEnvelope>(upload, {
    url: "/api/files?name=note.pdf",
    method: "POST",
    apiKey: TEST_API_KEYS.admin,
    headers: { "content-type": "application/pdf", ...headers },
    body: "%PDF-1.4\n",
  });

describe("the files' refusals in French", () => {
  it("a file not found: the same code, the message in French, the English unchanged", async () => {
    const english = await missing();
    const french = await missing({ "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" });
    expect(english.status).toBe(404);
    expect(english.body.code).toBe("NOT_FOUND");
    expect(english.body.message).toBe("File 987654321 was not found.");
    expect(french.status).toBe(404);
    expect(french.body.code).toBe("NOT_FOUND");
    expect(french.body.message).toBe("Le fichier 987654321 est introuvable.");
  });

  it("a field error is worded in French with its path and code", async () => {
    const english = await withoutAgent({ "accept-language": "en" });
    const french = await withoutAgent({ "accept-language": "fr" });
    expect(english.status).toBe(400);
    expect(english.body.message).toBe("Staff and admins name the agent that owns the file: ?agentId=…");
    expect(english.body.errors).toEqual([{ path: "agentId", code: "required", message: "agentId is required." }]);
    expect(french.status).toBe(400);
    expect(french.body.code).toBe(english.body.code);
    expect(french.body.message).toBe(
      "Le personnel et les administrateurs indiquent l’agent propriétaire du fichier\u00a0: ?agentId=…",
    );
    expect(french.body.errors).toEqual([{ path: "agentId", code: "required", message: "agentId est obligatoire." }]);
  });
});
