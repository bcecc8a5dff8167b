"use client";
// The buttons that run a document's moves (approve, issue, surrender, void) and say what happened
// under them; with `reason`, a text field the action needs (a void's reason) comes first.
import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { failureText, type ActionResult } from "@/lib/actions/action-result";
import {
  approveDocumentAction,
  issueDocumentAction,
  surrenderDocumentAction,
  voidDocumentAction,
} from "@/lib/actions/papers";

export type DocumentMove = "approve" | "issue" | "surrender-originals" | "surrender-telex" | "void";

const MOVES: Record<
  DocumentMove,
  {
    label: "approve" | "issue" | "surrenderOriginals" | "surrenderTelex" | "void";
    variant: "primary" | "secondary" | "danger";
    reason?: "voidReason";
    run: (n: string, r: string) => Promise<ActionResult<string>>;
  }
> = {
  approve: { label: "approve", variant: "primary", run: (n) => approveDocumentAction(n) },
  issue: { label: "issue", variant: "primary", run: (n) => issueDocumentAction(n) },
  "surrender-originals": {
    label: "surrenderOriginals",
    variant: "secondary",
    run: (n) => surrenderDocumentAction(n, { kind: "originals" }),
  },
  "surrender-telex": {
    label: "surrenderTelex",
    variant: "secondary",
    run: (n) => surrenderDocumentAction(n, { kind: "telex" }),
  },
  void: {
    label: "void",
    variant: "danger",
    reason: "voidReason",
    run: (n, r) => voidDocumentAction(n, { reason: r }),
  },
};

/**
 * The moves a document's viewer may make, as buttons. What the last one did is said here, below
 * them: its own button may be gone once the page shows the document's new state.
 */
export function DocumentMoves({ number, moves }: { number: string; moves: DocumentMove[] }) {
  const t = useTranslations("papers.moves");
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className="space-y-2">
      {moves.length ? (
        <div className="flex flex-wrap items-end gap-3">
          {moves.map((m) => {
            const move = MOVES[m];
            return (
              <PaperButton
                key={m}
                label={t(move.label)}
                variant={move.variant}
                reason={move.reason ? t(move.reason) : undefined}
                run={(r) => move.run(number, r)}
                onSaid={setSaid}
              />
            );
          })}
        </div>
      ) : null}
      <p
        role={said && !said.ok ? "alert" : "status"}
        className={said?.ok === false ? "text-sm text-red-700" : "text-sm text-emerald-800"}
      >
        {said?.text}
      </p>
    </div>
  );
}

export function PaperButton({
  label,
  run,
  variant = "primary",
  reason,
  onSaid,
}: {
  label: string;
  run: (reason: string) => Promise<ActionResult<string>>;
  variant?: "primary" | "secondary" | "danger";
  /** the label of a required text field sent with the action */
  reason?: string;
  /** what the action did, in words */
  onSaid: (said: { ok: boolean; text: string }) => void;
}) {
  const t = useTranslations("papers.moves");
  const id = useId();
  const router = useRouter();
  const [text, setText] = useState("");
  const [pending, start] = useTransition();
  const go = () =>
    start(async () => {
      const result = await run(text.trim());
      if (result.ok) {
        onSaid({ ok: true, text: result.data });
        setText("");
        router.refresh();
      } else onSaid({ ok: false, text: failureText(result) });
    });
  return (
    <div className="flex flex-wrap items-end gap-2">
      {reason ? (
        <Field id={`${id}-reason`} label={reason}>
          <Input id={`${id}-reason`} value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
      ) : null}
      <Button variant={variant} onClick={go} disabled={pending || (reason !== undefined && !text.trim())}>
        {pending ? t("working") : label}
      </Button>
    </div>
  );
}
