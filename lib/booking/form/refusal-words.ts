// A save's refusal as the booking form shows it to a person: the heading a sentence for what was
// asked (a new booking is not "changed"), each message without the API's paths, ISO timestamps or
// revenue tons to the gram. The save's messages are written as sentences already; this is the
// last guard for those that quote a path or a wire value. Browser-safe.
import type { ErrorEnvelope, FieldError } from "@/lib/core/errors";
import { describePath } from "@/lib/booking/form/form-paths";
import { sentenceHere, type SentenceKey } from "@/lib/i18n/sentences";
import { formatWallClock } from "@/lib/time/format";

// The headings in the page's language (decision 120); the field messages come worded by the server.
const HEADINGS: Partial<Record<ErrorEnvelope["code"], { created: SentenceKey; changed: SentenceKey }>> = {
  FORBIDDEN: { created: "refusals.form.forbiddenCreated", changed: "refusals.form.forbiddenChanged" },
  NOT_FOUND: { created: "refusals.form.notFound", changed: "refusals.form.notFound" },
  NOT_ALLOWED: { created: "refusals.form.notAllowedCreated", changed: "refusals.form.notAllowedChanged" },
  VALIDATION_FAILED: { created: "refusals.form.validationFailed", changed: "refusals.form.validationFailed" },
};

const ISO_DATE_TIME = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g;
const API_PATH = /\b(?:Booking\.)?(?:Header(?:\.[A-Za-z]+)+|Items\[\d+\](?:\.[A-Za-z]+(?:\[\d+\])?)*)/g;
const FINE_RT = /(\d+\.\d{3,})(\s*RT\b)/g;

/** A message with paths in words, timestamps as "Sun 8 Nov 2026 at 03:15" and RT to two decimals. */
export function messageInWords(message: string): string {
  return message
    .replace(ISO_DATE_TIME, (text, zone: string | undefined) => {
      const words = formatWallClock(text, { year: true }).replace(/, (\d\d:\d\d)$/, " at $1");
      return zone ? `${words} (${zone === "Z" ? "UTC" : `UTC${zone}`})` : words;
    })
    .replace(API_PATH, (path) => describePath(path))
    .replace(FINE_RT, (_, n: string, unit: string) => `${Number(Number(n).toFixed(2))}${unit}`);
}

/** The envelope of a refused save as the form shows it: the same fields, words for people. */
export function refusalInWords(envelope: ErrorEnvelope, context: { created: boolean }): ErrorEnvelope {
  const heading = envelope.errors.length ? HEADINGS[envelope.code] : undefined;
  return {
    ...envelope,
    message: heading
      ? sentenceHere(context.created ? heading.created : heading.changed)
      : messageInWords(envelope.message),
    errors: envelope.errors.map((e: FieldError) => ({ ...e, message: messageInWords(e.message) })),
  };
}
