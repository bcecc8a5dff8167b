// POST /api/booking/save from the form: the answer, or the error envelope with its field errors.
import { errorEnvelopeSchema, type ErrorEnvelope } from "@/lib/core/errors";
import { fetchKeepingSession } from "@/lib/auth/session-watch";
import { bookingSaveResponseSchema, type BookingSaveResponse } from "@/lib/booking/message/save-schema";

export type SendResult = { ok: true; response: BookingSaveResponse } | { ok: false; envelope: ErrorEnvelope };

/** The words of a save that got no answer of the API's, in the page's language. */
export interface SendWords {
  unreachable: string;
  answered: (status: number) => string;
}

export async function sendBooking(body: unknown, words: SendWords): Promise<SendResult> {
  let response: Response;
  try {
    // A session that ended meanwhile: the save waits for the sign-in dialog, then is sent again.
    response = await fetchKeepingSession("/api/booking/save", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return {
      ok: false,
      envelope: {
        status: 1,
        code: "UNAVAILABLE",
        message: words.unreachable,
        errors: [],
      },
    };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = bookingSaveResponseSchema.safeParse(json);
    if (parsed.success) return { ok: true, response: parsed.data };
  }
  const envelope = errorEnvelopeSchema.safeParse(json);
  return {
    ok: false,
    envelope: envelope.success
      ? envelope.data
      : { status: 1, code: "INTERNAL", message: words.answered(response.status), errors: [] },
  };
}
