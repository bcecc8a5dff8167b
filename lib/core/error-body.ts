import "server-only";
// The error envelope as the text sent, with the request's id: one home for the answer and for the
// copy an Idempotency-Key keeps (so a replay is the same bytes).
import type { ApiError, ErrorEnvelope, Wording } from "@/lib/core/errors";
import { currentRequestId } from "@/lib/log/logger";

/** `wording`: the messages in the caller's language (decision 120); none keeps the English. */
export function errorBodyText(apiError: ApiError, wording?: Wording): string {
  const envelope: ErrorEnvelope = { ...apiError.toEnvelope(wording), requestId: currentRequestId() };
  return JSON.stringify(envelope);
}
