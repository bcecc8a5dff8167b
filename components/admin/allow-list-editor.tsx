"use client";
// An agent's IP allow list, edited as a whole and saved at once: each row an address or CIDR range
// with a note. A bad row is shown with what is wrong and nothing is saved.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { replaceAllowListAction } from "@/lib/actions/admin";
import { FormError, fieldError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import type { ActionFailure } from "@/lib/actions/action-result";

type Row = { key: number; cidr: string; note: string };

let nextKey = 0;
const toRows = (entries: { cidr: string; note: string | null }[]): Row[] =>
  entries.map((e) => ({ key: nextKey++, cidr: e.cidr, note: e.note ?? "" }));

export function AllowListEditor({
  agentId,
  entries,
  bindsSessions,
}: {
  agentId: number;
  entries: { cidr: string; note: string | null }[];
  bindsSessions: boolean;
}) {
  const router = useRouter();
  const t = useTranslations("admin.allowList");
  const [rows, setRows] = useState<Row[]>(() => toRows(entries));
  const [binds, setBinds] = useState(bindsSessions);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [saved, setSaved] = useState(false);
  const [pending, startTransition] = useTransition();

  const edit = (key: number, change: Partial<Row>) => {
    setSaved(false);
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };

  function save() {
    // Blank rows are dropped first, so the server's entries[i] paths point at the rows shown.
    const kept = rows.filter((r) => r.cidr.trim() || r.note.trim());
    setRows(kept);
    const input = { entries: kept.map((r) => ({ cidr: r.cidr, note: r.note || null })), bindsSessions: binds };
    startTransition(async () => {
      const result = await replaceAllowListAction(agentId, input);
      if (!result.ok) {
        setSaved(false);
        return setFailure(result);
      }
      setFailure(null);
      setRows(toRows(result.data.entries));
      setBinds(result.data.bindsSessions ?? binds);
      setSaved(true);
      router.refresh();
    });
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      className="space-y-3"
    >
      <p className="text-sm text-slate-600">{t.rich("intro", { code: (chunks) => <code>{chunks}</code> })}</p>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={binds}
          onChange={(e) => {
            setSaved(false);
            setBinds(e.target.checked);
          }}
        />
        {t("bind")}
      </label>
      {rows.length === 0 ? <p className="text-sm text-slate-500">{t("empty")}</p> : null}
      <ul className="space-y-2">
        {rows.map((row, i) => {
          const error = fieldError(failure, `entries[${i}].cidr`) ?? fieldError(failure, `entries[${i}].note`);
          return (
            <li key={row.key} className="rounded border border-slate-200 p-2 sm:border-0 sm:p-0">
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1 basis-48">
                  <label htmlFor={`allow-cidr-${row.key}`} className="block text-xs font-medium text-slate-600">
                    {t("address", { n: i + 1 })}
                  </label>
                  <Input
                    id={`allow-cidr-${row.key}`}
                    value={row.cidr}
                    onChange={(e) => edit(row.key, { cidr: e.target.value })}
                    spellCheck={false}
                    autoCapitalize="off"
                    className="font-mono"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `allow-error-${row.key}` : undefined}
                  />
                </div>
                <div className="min-w-0 flex-1 basis-48">
                  <label htmlFor={`allow-note-${row.key}`} className="block text-xs font-medium text-slate-600">
                    {t("note", { n: i + 1 })}
                  </label>
                  <Input
                    id={`allow-note-${row.key}`}
                    value={row.note}
                    maxLength={200}
                    onChange={(e) => edit(row.key, { note: e.target.value })}
                  />
                </div>
                <Button
                  variant="secondary"
                  onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
                  aria-label={
                    row.cidr ? t("removeLabelCidr", { n: i + 1, cidr: row.cidr }) : t("removeLabel", { n: i + 1 })
                  }
                >
                  {t("remove")}
                </Button>
              </div>
              {error ? (
                <p id={`allow-error-${row.key}`} className="mt-1 text-xs text-red-700">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => setRows((list) => [...list, { key: nextKey++, cidr: "", note: "" }])}
        >
          {t("add")}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
        {saved ? (
          <span role="status" className="text-sm text-emerald-700">
            {t("saved")}
          </span>
        ) : null}
      </div>
      <FormError failure={failure} fieldsInline />
    </form>
  );
}
