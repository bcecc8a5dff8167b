"use client";
// The "Find a sailing" form and its answer: the lane, the units (a model or a type, sizes, year,
// mobility), then each sailing of the next 8 weeks saying whether every unit fits and the lot's
// price, with the refusals in words; "Book this sailing" opens the booking form on it with the
// units searched with as its items.
import { PortSuggestions } from "@/components/port-suggestions";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { Input, labelClass, Select } from "@/components/ui/field";
import { MOBILITIES } from "@/lib/booking/message/save-schema";
import type { ErrorEnvelope } from "@/lib/core/errors";
import { formatAmount } from "@/lib/pricing/money";
import { isOneOf } from "@/lib/core/narrow";
import { UNIT_TYPE_CODES, type UnitType } from "@/lib/schedule/enums";
import { unitsParam, type SailingSearchResult, type SearchUnit } from "@/lib/sailing-search/schema";
import { formatWallClock } from "@/lib/time/format";

interface UnitRow {
  description: string;
  type: UnitType | "";
  length: string;
  width: string;
  height: string;
  weight: string;
  year: string;
  mobility: string;
}

const emptyUnit = (): UnitRow => ({
  description: "",
  type: "",
  length: "",
  width: "",
  height: "",
  weight: "",
  year: "",
  mobility: "",
});
const num = (s: string) => (s.trim() === "" ? undefined : Number(s));

type Answer = { ok: true; result: SailingSearchResult } | { ok: false; envelope: ErrorEnvelope };

/** The words of the answers the page makes itself, in the page's language. */
interface OwnMessages {
  unreachable: string;
  answered: (status: number) => string;
}

async function search(body: unknown, own: OwnMessages): Promise<Answer> {
  const res = await fetch("/api/sailings/search", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!res)
    return {
      ok: false,
      envelope: { status: 1, code: "UNAVAILABLE", message: own.unreachable, errors: [] },
    };
  const json = (await res.json().catch(() => null)) as SailingSearchResult | ErrorEnvelope | null;
  if (res.ok && json && "sailings" in json) return { ok: true, result: json };
  return {
    ok: false,
    envelope:
      json && "code" in json ? json : { status: 1, code: "INTERNAL", message: own.answered(res.status), errors: [] },
  };
}

export function FindSailing({ defaultPol, defaultPod }: { defaultPol: string; defaultPod: string }) {
  const id = useId();
  const t = useTranslations("reference.findSailing");
  const tc = useTranslations("common");
  const locale = useLocale();
  const [pol, setPol] = useState(defaultPol);
  const [pod, setPod] = useState(defaultPod);
  const [from, setFrom] = useState("");
  const [units, setUnits] = useState<UnitRow[]>([emptyUnit()]);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [asked, setAsked] = useState<{ pol: string; pod: string; units: SearchUnit[] } | null>(null);

  const setUnit = (i: number, patch: Partial<UnitRow>) =>
    setUnits((list) => list.map((u, k) => (k === i ? { ...u, ...patch } : u)));

  const submit = async () => {
    setBusy(true);
    const body = {
      pol,
      pod,
      ...(from ? { from } : {}),
      units: units.map((u) => ({
        ...(u.description.trim() ? { description: u.description.trim() } : {}),
        ...(u.type ? { type: u.type } : {}),
        length: num(u.length),
        width: num(u.width),
        height: num(u.height),
        weight: num(u.weight),
        ...(u.year ? { year: num(u.year) } : {}),
        ...(u.mobility ? { mobility: u.mobility } : {}),
      })),
    };
    setAnswer(await search(body, { unreachable: t("unreachable"), answered: (status) => t("answered", { status }) }));
    setAsked({ pol, pod, units: body.units as SearchUnit[] });
    setBusy(false);
  };

  return (
    <div className="space-y-4">
      <form
        aria-label={t("form")}
        className="space-y-4 rounded-lg border border-slate-200 bg-white px-4 py-4 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-wrap items-end gap-3">
          <label className={`${labelClass} w-full sm:w-56`}>
            {t("pol")}
            <Input
              className="mt-1"
              value={pol}
              required
              placeholder={t("portPlaceholder")}
              list={`${id}-pols`}
              autoComplete="off"
              onChange={(e) => setPol(e.target.value)}
            />
            <PortSuggestions id={`${id}-pols`} kind="pol" />
          </label>
          <label className={`${labelClass} w-full sm:w-56`}>
            {t("pod")}
            <Input
              className="mt-1"
              value={pod}
              required
              placeholder={t("portPlaceholder")}
              list={`${id}-pods`}
              autoComplete="off"
              onChange={(e) => setPod(e.target.value)}
            />
            <PortSuggestions id={`${id}-pods`} kind="pod" />
          </label>
          <label className={`${labelClass} w-full sm:w-44`}>
            {t("from")}
            <Input className="mt-1" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </label>
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">{t("units")}</legend>
          {units.map((u, i) => (
            <fieldset
              key={i}
              className="flex flex-wrap items-end gap-2 rounded border border-slate-200 p-2"
              aria-label={t("unit", { n: i + 1 })}
            >
              <label className={`${labelClass} w-full sm:w-56`}>
                {t("description")}
                <Input
                  className="mt-1"
                  value={u.description}
                  onChange={(e) => setUnit(i, { description: e.target.value })}
                />
              </label>
              <label className={`${labelClass} w-full sm:w-32`}>
                {t("type")}
                <Select
                  className="mt-1"
                  value={u.type}
                  onChange={(e) => setUnit(i, { type: isOneOf(UNIT_TYPE_CODES, e.target.value) ? e.target.value : "" })}
                >
                  <option value="">—</option>
                  {UNIT_TYPE_CODES.map((code) => (
                    <option key={code} value={code}>
                      {tc(`unitType.${code}`)}
                    </option>
                  ))}
                </Select>
              </label>
              {(
                [
                  ["length", t("length")],
                  ["width", t("width")],
                  ["height", t("height")],
                  ["weight", t("weight")],
                  ["year", t("year")],
                ] as const
              ).map(([key, label]) => (
                <label key={key} className={`${labelClass} w-24`}>
                  {label}
                  <Input
                    className="mt-1"
                    inputMode="numeric"
                    required={key !== "year"}
                    value={u[key]}
                    onChange={(e) => setUnit(i, { [key]: e.target.value })}
                  />
                </label>
              ))}
              <label className={`${labelClass} w-32`}>
                {t("mobility")}
                <Select className="mt-1" value={u.mobility} onChange={(e) => setUnit(i, { mobility: e.target.value })}>
                  <option value="">—</option>
                  {MOBILITIES.map((m) => (
                    <option key={m} value={m}>
                      {t(`mobilities.${m}`)}
                    </option>
                  ))}
                </Select>
              </label>
              {units.length > 1 ? (
                <Button variant="secondary" onClick={() => setUnits((list) => list.filter((_, k) => k !== i))}>
                  {t("remove", { n: i + 1 })}
                </Button>
              ) : null}
            </fieldset>
          ))}
          <Button variant="secondary" onClick={() => setUnits((list) => [...list, emptyUnit()])}>
            {t("add")}
          </Button>
        </fieldset>
        <Button type="submit" disabled={busy}>
          {busy ? t("searching") : t("submit")}
        </Button>
      </form>
      <div aria-live="polite" id={`${id}-answer`}>
        {answer && !answer.ok ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p className="font-medium">{answer.envelope.message}</p>
            <ul className="mt-1 list-disc pl-5">
              {answer.envelope.errors.map((e, k) => (
                <li key={k}>{e.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {answer?.ok ? (
          answer.result.sailings.length === 0 ? (
            <p className="text-sm text-slate-600">{t("none")}</p>
          ) : (
            <ul className="space-y-2" aria-label={t("results")}>
              {answer.result.sailings.map((s) => (
                <li
                  key={`${s.line}-${s.voyage}`}
                  className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-sm"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div>
                      <p className="font-medium">
                        {s.vessel} · <span className="font-mono">{s.voyage}</span> · {s.line}
                      </p>
                      <p className="text-slate-600">
                        {t(s.cutOff ? "timesCutOff" : "times", {
                          departs: formatWallClock(s.departure, { locale }),
                          arrives: formatWallClock(s.arrival, { locale }),
                          cutOff: s.cutOff ? formatWallClock(s.cutOff, { locale }) : "",
                        })}
                      </p>
                    </div>
                    <div className="text-right">
                      <p className={s.fits ? "font-medium text-emerald-800" : "font-medium text-red-800"}>
                        {s.fits ? t("fits") : t("notFits")}
                      </p>
                      <p>{s.price ? formatAmount(s.price.total, s.price.currency, locale) : t("onRequest")}</p>
                    </div>
                  </div>
                  {s.refusals.length ? (
                    <ul className="mt-2 list-disc pl-5 text-red-800">
                      {s.refusals.map((r, k) => (
                        <li key={k}>{r.message}</li>
                      ))}
                    </ul>
                  ) : null}
                  {s.fits && asked ? (
                    <Link
                      className={`${buttonClass} mt-2`}
                      href={`/bookings/new?${new URLSearchParams({ line: s.line, voyage: s.voyage, pol: asked.pol, pod: asked.pod, units: unitsParam(asked.units) })}`}
                    >
                      {t("book")}
                      <span className="sr-only"> ({s.voyage})</span>
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}
