"use client";
// The line's destination rules as an editable table: one row per country or Pod, added and
// removed by button, saved as a whole (PUT /api/lines/{code}/destination-rules). A refused save
// marks the row it names and keeps the table as typed.
import { useTranslations } from "next-intl";
import { StatusBox } from "@/components/lines/status-box";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { Table, TableBody, TableHead, Td, Th, Tr, ThScreenReaderOnly } from "@/components/ui/table";
import { errorEnvelopeSchema, type ErrorEnvelope } from "@/lib/core/errors";
import { destinationRulesSchema, REQUIRED_PAPERS, type DestinationRule } from "@/lib/destination-rules/schema";
import { readJson } from "@/lib/core/read-json";
import { z } from "zod";

interface Row {
  key: number;
  where: string;
  maxAgeYears: string;
  nonRunners: "accept" | "refuse";
  batteryDeclaration: boolean;
  requiredPapers: string[];
}

let nextKey = 1;
/** What the save answers: the rules as stored, or the error envelope. */
const rulesAnswer = z.union([destinationRulesSchema, errorEnvelopeSchema]);

const rowOf = (r?: DestinationRule): Row => ({
  key: nextKey++,
  where: r ? (r.pod ?? r.country ?? "") : "",
  maxAgeYears: r?.maxAgeYears?.toString() ?? "",
  nonRunners: r?.nonRunners ?? "accept",
  batteryDeclaration: r?.batteryDeclaration ?? false,
  requiredPapers: r?.requiredPapers ?? [],
});

/** Two letters: a country (ISO 3166); anything else: a Pod by name or UN/LOCODE. */
const ruleOf = (r: Row) => ({
  ...(/^[A-Za-z]{2}$/.test(r.where.trim()) ? { country: r.where.trim() } : { pod: r.where.trim() }),
  ...(r.maxAgeYears.trim() ? { maxAgeYears: Number(r.maxAgeYears) } : {}),
  nonRunners: r.nonRunners,
  batteryDeclaration: r.batteryDeclaration,
  requiredPapers: r.requiredPapers,
});

export function DestinationRulesEditor({
  line,
  initial,
}: {
  line: { code: string; name: string };
  initial: DestinationRule[];
}) {
  const t = useTranslations("line.rulesEditor");
  const tc = useTranslations("common");
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const [status, setStatus] = useState<{
    tone: "ok" | "error";
    message: string;
    errors: ErrorEnvelope["errors"];
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: number, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const save = async () => {
    setBusy(true);
    const res = await fetch(`/api/lines/${encodeURIComponent(line.code)}/destination-rules`, {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ rules: rows.map(ruleOf) }),
    }).catch(() => null);
    const json = res ? await readJson(res, rulesAnswer) : null;
    setBusy(false);
    if (res?.ok && json && "rules" in json) {
      setRows(json.rules.map(rowOf));
      setStatus({ tone: "ok", message: t("saved", { count: json.rules.length, line: line.name }), errors: [] });
    } else
      setStatus({
        tone: "error",
        message: json && "message" in json ? json.message : t("saveFailed"),
        errors: json && "errors" in json ? json.errors : [],
      });
  };

  return (
    <section aria-labelledby="rules-title" className="space-y-3">
      <h2 id="rules-title" className="text-sm font-semibold">
        {t("heading", { line: line.name })}
      </h2>
      {/* On a phone each rule is a card, its fields titled (the table's cards). */}
      <Table look="grid" cards="wide" aria-labelledby="rules-title">
        <TableHead>
          <Tr>
            <Th>{t("where")}</Th>
            <Th>{t("maxAge")}</Th>
            <Th>{t("nonRunners")}</Th>
            <Th>{t("battery")}</Th>
            <Th>{t("papers")}</Th>
            <ThScreenReaderOnly>{t("remove")}</ThScreenReaderOnly>
          </Tr>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <Tr key={r.key}>
              <Td label={t("where")}>
                <Input
                  aria-label={t("whereLabel", { n: i + 1 })}
                  placeholder={t("wherePlaceholder")}
                  value={r.where}
                  onChange={(e) => set(r.key, { where: e.target.value })}
                />
              </Td>
              <Td label={t("maxAge")}>
                <Input
                  aria-label={t("maxAgeLabel", { n: i + 1 })}
                  inputMode="numeric"
                  value={r.maxAgeYears}
                  onChange={(e) => set(r.key, { maxAgeYears: e.target.value })}
                />
              </Td>
              <Td label={t("nonRunners")}>
                <Select
                  aria-label={t("nonRunnersLabel", { n: i + 1 })}
                  value={r.nonRunners}
                  onChange={(e) => set(r.key, { nonRunners: e.target.value === "refuse" ? "refuse" : "accept" })}
                >
                  <option value="accept">{t("accepted")}</option>
                  <option value="refuse">{t("refused")}</option>
                </Select>
              </Td>
              <Td label={t("battery")}>
                <label className="inline-flex items-center gap-1.5 text-sm">
                  {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
                  <input
                    type="checkbox"
                    checked={r.batteryDeclaration}
                    onChange={(e) => set(r.key, { batteryDeclaration: e.target.checked })}
                  />
                  {t("required")}
                  <span className="sr-only"> {t("ofRule", { n: i + 1 })}</span>
                </label>
              </Td>
              <Td label={t("papers")}>
                <div className="flex flex-wrap gap-x-3">
                  {REQUIRED_PAPERS.map((p) => (
                    <label key={p} className="inline-flex items-center gap-1.5 text-sm">
                      {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
                      <input
                        type="checkbox"
                        checked={r.requiredPapers.includes(p)}
                        onChange={(e) =>
                          set(r.key, {
                            requiredPapers: e.target.checked
                              ? [...r.requiredPapers, p]
                              : r.requiredPapers.filter((x) => x !== p),
                          })
                        }
                      />
                      {t(`paper.${p}`)}
                      <span className="sr-only"> {t("ofRule", { n: i + 1 })}</span>
                    </label>
                  ))}
                </div>
              </Td>
              <Td>
                <Button variant="danger" onClick={() => setRows((list) => list.filter((x) => x.key !== r.key))}>
                  {t("remove")}
                  <span className="sr-only"> {t("rule", { n: i + 1 })}</span>
                </Button>
              </Td>
            </Tr>
          ))}
        </TableBody>
      </Table>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setRows((list) => [...list, rowOf()])}>
          {t("add")}
        </Button>
        <Button onClick={() => void save()} disabled={busy}>
          {busy ? tc("action.saving") : t("save")}
        </Button>
      </div>
      {status ? (
        <StatusBox tone={status.tone}>
          <p className="font-medium">{status.message}</p>
          {status.errors.length ? (
            <ul className="mt-1 list-disc pl-5">
              {status.errors.map((e, k) => (
                <li key={k}>
                  {t("error", {
                    where: e.path.replace(/^rules\[(\d+)\].*$/, (_, n: string) => t("ruleTitle", { n: Number(n) + 1 })),
                    message: e.message,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </StatusBox>
      ) : null}
    </section>
  );
}
