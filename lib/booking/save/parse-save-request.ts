// The body of POST /api/booking/save: property names matched case-insensitively, then the
// schema's rules 6–8. Every violation is reported (422 VALIDATION_FAILED, with paths).
import { ApiError, atPath, CORE_WORDS, fieldError, formatPath, zodIssuesToFieldErrors } from "@/lib/core/errors";
import { refusal } from "@/lib/i18n/sentences";
import { canonicalizePropertyNames } from "@/lib/booking/message/property-names";
import { bookingSaveRequestSchema, type ExtBooking } from "@/lib/booking/message/save-schema";

export interface ParsedSaveRequest {
  booking: ExtBooking;
  testOnly: boolean;
}

export function parseBookingSaveRequest(json: unknown): ParsedSaveRequest {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new ApiError("VALIDATION_FAILED", CORE_WORDS.requestInvalid, [
      fieldError(
        "",
        "invalid_type",
        refusal("refusals.booking.sendObject", { q: '{"booking": {"Header": …, "Items": […]}}' }),
      ),
    ]);
  }
  const { value, issues } = canonicalizePropertyNames(bookingSaveRequestSchema, json);
  // reportInput: a field left out is told apart from one of the wrong type ("required", not "invalid_type").
  const parsed = bookingSaveRequestSchema.safeParse(value, { reportInput: true });
  const errors = [
    ...issues.map((i) => fieldError(formatPath(i.path), "duplicate_property", i.message)),
    ...(parsed.success ? [] : zodIssuesToFieldErrors(parsed.error)),
  ].map((e) => atPath(e, e.path.replace(/^booking\.?/, "")));
  if (errors.length || !parsed.success) throw new ApiError("VALIDATION_FAILED", CORE_WORDS.requestInvalid, errors);
  const { TestOnly: innerTestOnly, ...booking } = parsed.data.booking;
  return { booking, testOnly: parsed.data.TestOnly || innerTestOnly };
}
