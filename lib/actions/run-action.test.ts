// Server actions fail as the API does: the envelope of toApiError, with paths, never a thrown error.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { failureText, unwrap } from "@/lib/actions/action-result";
import { runAction } from "@/lib/actions/run-action";
import { ApiError } from "@/lib/core/errors";

describe("runAction", () => {
  it("answers the work's data", async () => {
    expect(await runAction(async () => ({ id: 7 }))).toEqual({ ok: true, data: { id: 7 } });
  });

  it("answers a domain error as the API's envelope, its code and paths kept", async () => {
    const result = await runAction(async () => {
      throw new ApiError("NOT_ALLOWED", "Nothing was recorded.", [
        { path: "[0].type", code: "unit_blocked", message: "The unit is blocked." },
      ]);
    });
    expect(result).toEqual({
      ok: false,
      status: 1,
      code: "NOT_ALLOWED",
      message: "Nothing was recorded.",
      errors: [{ path: "[0].type", code: "unit_blocked", message: "The unit is blocked." }],
    });
    expect(() => unwrap(result)).toThrow("Nothing was recorded. The unit is blocked.");
  });

  it("answers bad input as VALIDATION_FAILED with the field's path, as a route would", async () => {
    const result = await runAction(async () =>
      z.object({ name: z.string().min(1, "Name the agent.") }).parse({ name: "" }),
    );
    expect(result).toEqual({
      ok: false,
      status: 1,
      code: "VALIDATION_FAILED",
      message: "The request is not valid.",
      errors: [{ path: "name", code: "too_small", message: "Name the agent." }],
    });
  });

  it("hides an unexpected error's text (INTERNAL), and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await runAction(async () => {
      throw new Error("secret detail");
    });
    expect(result).toMatchObject({ ok: false, status: 1, code: "INTERNAL", errors: [] });
    expect(JSON.stringify(result)).not.toContain("secret detail");
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("says a failure once: field messages that repeat the message are left out", () => {
    expect(
      failureText({
        ok: false,
        status: 1,
        code: "NOT_FOUND",
        message: "No such unit.",
        errors: [{ path: "itemId", code: "not_found", message: "No such unit." }],
      }),
    ).toBe("No such unit.");
  });
});
