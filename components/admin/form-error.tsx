// An action's refusal: its message, and each field error with the field it concerns.
import type { ActionFailure } from "@/lib/actions/action-result";

/** `fieldsInline`: the form shows each field error at its field, so only the message is repeated here. */
export function FormError({
  failure,
  id,
  fieldsInline = false,
}: {
  failure: ActionFailure | null;
  id?: string;
  fieldsInline?: boolean;
}) {
  if (!failure) return null;
  return (
    <div id={id} role="alert" className="mt-2 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-medium">{failure.message}</p>
      {failure.errors.length && !fieldsInline ? (
        <ul className="mt-1 list-disc pl-5">
          {failure.errors.map((e, i) => (
            <li key={i}>{e.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The message of the field error at `path`, if any. */
export function fieldError(failure: ActionFailure | null, path: string): string | undefined {
  return failure?.errors.find((e) => e.path === path)?.message;
}
