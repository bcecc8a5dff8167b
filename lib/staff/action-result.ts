// What the server actions of the staff and agent pages answer: data, or the API's error envelope
// (code, message, field errors with paths) so a form can show each error where it belongs.
// Thrown errors would reach the browser as a bare "server error" in production builds.
import { z } from "zod";
import { ApiError, type ErrorCode, type FieldError, zodIssuesToFieldErrors } from "@/lib/api/errors";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; code: ErrorCode; message: string; errors: FieldError[] };

export async function runAction<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message, errors: error.errors };
    if (error instanceof z.ZodError) return { ok: false, code: "VALIDATION_FAILED", message: "The request is not valid.", errors: zodIssuesToFieldErrors(error) };
    console.error("[action] failed:", error);
    return { ok: false, code: "INTERNAL", message: "Something went wrong on the server; try again.", errors: [] };
  }
}

/** For react-query: the data, or an Error carrying the envelope's message. */
export function unwrap<T>(result: ActionResult<T>): T {
  if (result.ok) return result.data;
  throw new Error(result.errors.length ? `${result.message} ${result.errors.map((e) => e.message).join(" ")}` : result.message);
}
