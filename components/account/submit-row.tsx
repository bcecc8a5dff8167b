// The submit row of My account's forms: the button, the saved message beside it (a live region that
// is always there, so a screen reader hears it), and a refusal under it.
import { Button } from "@/components/ui/button";

export interface FormOutcome {
  ok: boolean;
  text: string;
}

export function SubmitRow({
  label,
  pendingLabel = label,
  pending,
  outcome,
}: {
  label: string;
  pendingLabel?: string;
  pending: boolean;
  outcome: FormOutcome | null;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : label}
        </Button>
        <p role="status" className="text-sm text-green-800">
          {outcome?.ok ? outcome.text : ""}
        </p>
      </div>
      {outcome && !outcome.ok ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}
