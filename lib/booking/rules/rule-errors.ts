// Collects every violation of one save and answers them together (DESIGN.md: "All rule
// violations of one request are reported together, each with its path").
import { ApiError, type ErrorCode, type FieldError } from "@/lib/core/errors";

/** Which envelope code a request with several kinds of violation gets: the first kind present. */
export const KIND_PRECEDENCE = [
  "FORBIDDEN",
  "NOT_FOUND",
  "NOT_ALLOWED",
  "VALIDATION_FAILED",
] as const satisfies readonly ErrorCode[];
export type RuleKind = (typeof KIND_PRECEDENCE)[number];

const MESSAGES: Record<RuleKind, string> = {
  FORBIDDEN: "You may not save this booking.",
  NOT_FOUND: "The booking refers to something that does not exist.",
  NOT_ALLOWED: "The booking may not be changed this way.",
  VALIDATION_FAILED: "The booking breaks the booking rules.",
};

export class RuleErrors {
  private readonly list: (FieldError & { kind: RuleKind })[] = [];

  add(kind: RuleKind, path: string, code: string, message: string): void {
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
  appendSentence(codes: string[], sentence: string): void {
    for (const e of this.list) if (codes.includes(e.code)) e.message = `${e.message} ${sentence}`;
  }

  /** Throws the envelope of the most important kind, listing every violation of every kind. */
  throwIfAny(): void {
    if (!this.list.length) return;
    const kind = KIND_PRECEDENCE.find((k) => this.has(k))!;
    const mixed = KIND_PRECEDENCE.some((k) => k !== kind && this.has(k));
    const message = mixed
      ? `${MESSAGES[kind]} Violations of other kinds are listed too; each error's code tells its kind.`
      : MESSAGES[kind];
    throw new ApiError(
      kind,
      message,
      this.list.map(({ path, code, message: m }) => ({ path, code, message: m })),
    );
  }
}

/** A single violation, thrown at once (the rest of the checks cannot run without it). */
export function fail(kind: RuleKind, path: string, code: string, message: string): never {
  const errors = new RuleErrors();
  errors.add(kind, path, code, message);
  errors.throwIfAny();
  throw new Error("unreachable");
}
