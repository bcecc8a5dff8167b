"use client";
// A button that runs one papers action (approve, issue, surrender, void, …) and says what happened
// beside it; with `reason`, a text field the action needs (a void's reason) comes first.
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { fieldClass, labelClass } from "@/components/ui/field";
import { failureText, type ActionResult } from "@/lib/actions/action-result";
import {
  approveDocumentAction,
  issueDocumentAction,
  surrenderDocumentAction,
  voidDocumentAction,
} from "@/lib/papers/paper-actions";

export type DocumentMove = "approve" | "issue" | "surrender-originals" | "surrender-telex" | "void";

const MOVES: Record<
  DocumentMove,
  {
    label: string;
    variant: "primary" | "secondary" | "danger";
    reason?: string;
    run: (n: string, r: string) => Promise<ActionResult<string>>;
  }
> = {
  approve: { label: "Approve draft", variant: "primary", run: (n) => approveDocumentAction(n) },
  issue: { label: "Issue", variant: "primary", run: (n) => issueDocumentAction(n) },
  "surrender-originals": {
    label: "Originals surrendered",
    variant: "secondary",
    run: (n) => surrenderDocumentAction(n, { kind: "originals" }),
  },
  "surrender-telex": {
    label: "Telex release",
    variant: "secondary",
    run: (n) => surrenderDocumentAction(n, { kind: "telex" }),
  },
  void: {
    label: "Void",
    variant: "danger",
    reason: "Reason to void",
    run: (n, r) => voidDocumentAction(n, { reason: r }),
  },
};

/** The moves a document's viewer may make, as buttons. */
export function DocumentMoves({ number, moves }: { number: string; moves: DocumentMove[] }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {moves.map((m) => (
        <PaperButton
          key={m}
          label={MOVES[m].label}
          variant={MOVES[m].variant}
          reason={MOVES[m].reason}
          run={(r) => MOVES[m].run(number, r)}
        />
      ))}
    </div>
  );
}

export function PaperButton({
  label,
  run,
  variant = "primary",
  reason,
}: {
  label: string;
  run: (reason: string) => Promise<ActionResult<string>>;
  variant?: "primary" | "secondary" | "danger";
  /** the label of a required text field sent with the action */
  reason?: string;
}) {
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState("");
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const go = () =>
    start(async () => {
      const result = await run(text.trim());
      if (result.ok) {
        setSaid({ ok: true, text: result.data });
        setText("");
        router.refresh();
      } else setSaid({ ok: false, text: failureText(result) });
    });
  return (
    <div className="flex flex-wrap items-end gap-2">
      {reason ? (
        <div>
          <label htmlFor={`${id}-reason`} className={labelClass}>
            {reason}
          </label>
          <input id={`${id}-reason`} className={fieldClass} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
      ) : null}
      <Button variant={variant} onClick={go} disabled={pending || (reason !== undefined && !text.trim())}>
        {pending ? "Working…" : label}
      </Button>
      {said ? (
        <p
          role={said.ok ? "status" : "alert"}
          className={said.ok ? "text-sm text-emerald-800" : "text-sm text-red-700"}
        >
          {said.text}
        </p>
      ) : null}
    </div>
  );
}
