import "server-only";
// The one way a server action answers: it runs its work (caller, input, domain function) and
// turns what is thrown into the API's envelope by the API's own translator (toApiError), so an
// action and the route beside it fail with the same code, message and paths.
import { toApiError } from "@/lib/core/errors";
import { actionWording } from "@/lib/i18n/answer-language";
import type { ActionResult } from "@/lib/actions/action-result";

export async function runAction<T>(work: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    // The messages in the page's language (decision 120); codes and paths as the API's.
    return { ok: false, ...toApiError(error).toEnvelope(await actionWording()) };
  }
}
