// Collects every violation of one save and answers them together (DESIGN.md: "All rule
// violations of one request are reported together, each with its path").
// Each violation is worded from the refusals catalogue (decision 120): English in the API, in the
// caller's language at the edge.
import { ApiError, fieldError, type ErrorCode, type Worded } from "@/lib/core/errors";
import { refusal, refusals } from "@/lib/i18n/sentences";

/** Which envelope code a request with several kinds of violation gets: the first kind present. */
export const KIND_PRECEDENCE = [
  "FORBIDDEN",
  "NOT_FOUND",
  "NOT_ALLOWED",
  "VALIDATION_FAILED",
] as const satisfies readonly ErrorCode[];
export type RuleKind = (typeof KIND_PRECEDENCE)[number];

const MESSAGES = {
  FORBIDDEN: "refusals.booking.kind.forbidden",
  NOT_FOUND: "refusals.booking.kind.notFound",
  NOT_ALLOWED: "refusals.booking.kind.notAllowed",
  VALIDATION_FAILED: "refusals.booking.kind.validationFailed",
} as const satisfies Record<RuleKind, string>;

/** A violation: its kind, path and code, and its message (English, or worded from the catalogue). */
interface Violation {
  kind: RuleKind;
  path: string;
  code: string;
  message: string | Worded;
}

export class RuleErrors {
  private readonly list: Violation[] = [];

  add(kind: RuleKind, path: string, code: string, message: string | Worded): void {
    this.list.push({ kind, path, code, message });
  }

  /** True when every violation has this code (and there is one). */
  onlyCode(code: string): boolean {
    return this.list.length > 0 && this.list.every((e) => e.code === code);
  }

  clear(): void {
    this.list.length = 0;
  }

  get size(): number {
    return this.list.length;
  }

  has(kind?: RuleKind): boolean {
    return kind ? this.list.some((e) => e.kind === kind) : this.list.length > 0;
  }

  /** Whether a violation with one of these codes was found. */
  hasCode(...codes: string[]): boolean {
    return this.list.some((e) => codes.includes(e.code));
  }

  /** Adds a sentence to the message of every violation with one of these codes (an offer, a hint). */
  appendSentence(codes: string[], sentence: string | Worded): void {
    for (const e of this.list)
      if (codes.includes(e.code))
        e.message =
          typeof e.message === "string" || typeof sentence === "string"
            ? `${typeof e.message === "string" ? e.message : e.message.text} ${typeof sentence === "string" ? sentence : sentence.text}`
            : refusals(e.message, sentence);
  }

  /** Throws the envelope of the most important kind, listing every violation of every kind. */
  throwIfAny(): void {
    if (!this.list.length) return;
    const kind = KIND_PRECEDENCE.find((k) => this.has(k))!;
    const mixed = KIND_PRECEDENCE.some((k) => k !== kind && this.has(k));
    const message = mixed
      ? refusals(refusal(MESSAGES[kind]), refusal("refusals.booking.kind.mixed"))
      : refusal(MESSAGES[kind]);
    throw new ApiError(
      kind,
      message,
      this.list.map(({ path, code, message: m }) => fieldError(path, code, m)),
    );
  }
}

/** A single violation, thrown at once (the rest of the checks cannot run without it). */
export function fail(kind: RuleKind, path: string, code: string, message: string | Worded): never {
  const errors = new RuleErrors();
  errors.add(kind, path, code, message);
  errors.throwIfAny();
  throw new Error("unreachable");
}
