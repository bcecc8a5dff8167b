"use client";
// "Paste a VIN list" on the items step: one unit a line (lib/booking/units/vin-list), checked with the
// server's catalogue (a typed make/model matched to its model; bare VINs offered the models of the
// make their WMI names, one pick per make), each line through the save's item schema. Lines that
// cannot become units stay listed with their reason; the rest are added as rows.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { labelClass, Select, Textarea } from "@/components/ui/field";
import type { FormItem } from "@/components/booking-form/form-model";
import { unwrap } from "@/lib/actions/action-result";
import { checkVinListAction } from "@/lib/actions/booking/form";
import {
  catalogueQuestions,
  parseVinList,
  vinListItems,
  type VinLine,
  type VinListCatalogue,
} from "@/lib/booking/units/vin-list";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

interface Checked {
  lines: VinLine[];
  catalogue: VinListCatalogue;
}

/** A panel that adds units to the form (a pasted VIN list, an imported file) and closes. */
export interface AddUnitsPanelProps {
  /** How many more units the booking takes. */
  room: number;
  /** Adds the units; answers how many were added and how many replaced empty rows. */
  onAdd: (items: FormItem[]) => { added: number; replaced: number };
  onClose: () => void;
}

export function VinListPanel({ room, onAdd, onClose }: AddUnitsPanelProps) {
  const t = useTranslations("bookingForm.vinList");
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [picked, setPicked] = useState<Record<string, number | undefined>>({});
  const [done, setDone] = useState<{ added: number; replaced: number } | null>(null);

  const check = async () => {
    setBusy(true);
    setError(null);
    setChecked(null);
    setDone(null);
    try {
      const { lines, error: listError } = parseVinList(text, room);
      if (listError || lines.length === 0) {
        setError(listError ?? t("empty"));
        return;
      }
      const catalogue = unwrap(await checkVinListAction(catalogueQuestions(lines)));
      setChecked({ lines, catalogue });
    } catch (e) {
      setError(e instanceof Error ? e.message : t("checkFailed"));
    } finally {
      setBusy(false);
    }
  };

  const outcome = checked ? vinListItems(checked.lines, checked.catalogue, picked) : null;
  const waitingMakes = outcome ? Object.keys(outcome.waiting) : [];

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-brand-100 bg-brand-50/40 p-4">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t("title")}
      </h3>
      <p id={`${id}-format`} className="text-xs text-slate-600">
        {t("hint", { room })}
      </p>
      <label htmlFor={`${id}-text`} className={labelClass + " mt-3 block"}>
        {t("label")}
      </label>
      <Textarea
        id={`${id}-text`}
        aria-describedby={`${id}-format`}
        className="mt-1 h-32 font-mono"
        value={text}
        spellCheck={false}
        placeholder={"JTMHV05J604123456\tToyota Land Cruiser\t2021\nWF0XXXGBB1234567X\tFord Ranger"}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <Button onClick={check} disabled={busy || !text.trim()}>
          {busy ? t("checking") : t("check")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("close")}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {outcome ? (
        <div className="mt-3 space-y-3">
          <p role="status" className="text-sm">
            {t.rich("status", {
              count: outcome.ready.length,
              hasWaiting: waitingMakes.length ? "yes" : "no",
              waiting: Object.values(outcome.waiting).reduce((a, b) => a + b, 0),
              hasRefused: outcome.refused.length ? "yes" : "no",
              refused: outcome.refused.length,
              strong: (chunks) => <strong>{chunks}</strong>,
              red: (chunks) => <strong className="text-red-700">{chunks}</strong>,
            })}
          </p>
          {outcome.readings.length ? (
            <div className="text-sm">
              <p>{t("readings")}</p>
              <ul className="mt-1 list-inside list-disc">
                {outcome.readings.map((r) => (
                  <li key={r.text}>
                    <span className="font-mono">{r.text}</span> → <strong>{r.description}</strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {Object.keys(checked!.catalogue.makes).length ? (
            <div className="flex flex-wrap gap-3">
              {Object.entries(checked!.catalogue.makes)
                .filter(([, models]) => models.length > 0)
                .map(([make, models]) => (
                  <label key={make} className={labelClass + " w-full sm:w-72"}>
                    {t("modelOf", { make })}
                    <Select
                      className="mt-1"
                      value={picked[make] ?? ""}
                      onChange={(e) => {
                        setPicked((p) => ({ ...p, [make]: e.target.value ? Number(e.target.value) : undefined }));
                        setDone(null);
                      }}
                    >
                      <option value="">{t("pickModel")}</option>
                      {models.map((m) => (
                        <option key={m.id} value={m.id}>
                          {m.description}
                        </option>
                      ))}
                    </Select>
                  </label>
                ))}
            </div>
          ) : null}
          {outcome.refused.length ? (
            <div className="rounded border border-red-200 bg-white">
              <ScrollX region label={t("refusedLines")}>
                <Table look="compact" caption={t("refusedLines")}>
                  <TableHead className="bg-red-50">
                    <Tr>
                      <Th>{t("line")}</Th>
                      <Th>{t("text")}</Th>
                      <Th>{t("why")}</Th>
                    </Tr>
                  </TableHead>
                  <TableBody className="divide-red-100 border-t border-red-100 align-top">
                    {outcome.refused.map(({ line, reason }) => (
                      <Tr key={line.line}>
                        <Th scope="row" className="font-mono">
                          {line.line}
                        </Th>
                        <Td className="font-mono">{line.text}</Td>
                        <Td className="font-medium text-red-700">{reason}</Td>
                      </Tr>
                    ))}
                  </TableBody>
                </Table>
              </ScrollX>
            </div>
          ) : null}
          {outcome.ready.length ? (
            <Button
              disabled={done !== null}
              onClick={() => setDone(onAdd(outcome.ready.map((r) => r.item as FormItem)))}
            >
              {done
                ? done.added && done.replaced
                  ? t("doneBoth", { added: done.added, replaced: done.replaced })
                  : done.added
                    ? t("doneAdded", { added: done.added })
                    : done.replaced
                      ? t("doneReplaced", { replaced: done.replaced })
                      : ""
                : t("add", { count: outcome.ready.length })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
