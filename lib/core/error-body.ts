import "server-only";
// The error envelope as the text sent, with the request's id: one home for the answer and for the
// copy an Idempotency-Key keeps (so a replay is the same bytes).
import type { ApiError, ErrorEnvelope } from "@/lib/core/errors";
import { currentRequestId } from "@/lib/log/logger";

export function errorBodyText(apiError: ApiError): string {
  const envelope: ErrorEnvelope = { ...apiError.toEnvelope(), requestId: currentRequestId() };
  return JSON.stringify(envelope);
}
