// What came of the last try, in one line: a status when it worked, an alert when it did not.
import clsx from "clsx";

export function SaidLine({ said, className }: { said: { ok: boolean; text: string } | null; className?: string }) {
  if (!said) return null;
  return (
    <p
      role={said.ok ? "status" : "alert"}
      className={clsx(className, "text-sm", said.ok ? "text-emerald-800" : "text-red-700")}
    >
      {said.text}
    </p>
  );
}
