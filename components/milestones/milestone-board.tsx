"use client";
// The booked units of one voyage: select many (or one), record one milestone for them, or upload
// a terminal's CSV. A refused unit shows its reason in its own row; nothing is half-applied.
import clsx from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { explainScanAction, recordMilestoneAction } from "@/lib/actions/feed/milestone";
import { CsvUpload } from "@/components/milestones/csv-upload";
import { MilestoneForm } from "@/components/milestones/milestone-form";
import { ItemStateBadge } from "@/components/milestones/item-state-badge";
import { EmptyState, Panel } from "@/components/states";
import { Input } from "@/components/ui/field";
import type { MilestoneInput } from "@/lib/feed/milestone-schema";
import type { VoyageItem } from "@/lib/staff/voyage-items";
import { ScrollX } from "@/components/ui/scroll-x";
import { parseItemQr } from "@/lib/documents/item-qr";
import { Table, TableBody, TableHead, Td, Th, Tr } from "@/components/ui/table";

interface Props {
  voyageId: number;
  voyageLabel: string;
  items: VoyageItem[];
  template: string;
}

type Notice = { ok: true; text: string } | { ok: false; text: string; general: string[] };

function matches(item: VoyageItem, text: string): boolean {
  const q = text.trim().toUpperCase();
  return !q || [item.bookingCode, item.serial, item.model, item.agent].some((v) => v?.toUpperCase().includes(q));
}

export function MilestoneBoard({ voyageId, voyageLabel, items, template }: Props) {
  const router = useRouter();
  const t = useTranslations("line.milestoneBoard");
  const tc = useTranslations("common");
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [filter, setFilter] = useState("");
  const [itemErrors, setItemErrors] = useState<Map<number, string[]>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [scanNote, setScanNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const [refreshing, startTransition] = useTransition();
  const selectAllRef = useRef<HTMLInputElement>(null);

  const visible = useMemo(() => items.filter((i) => matches(i, filter)), [items, filter]);
  const visibleSelected = visible.filter((i) => selected.has(i.id)).length;
  const allVisibleSelected = visible.length > 0 && visibleSelected === visible.length;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = visibleSelected > 0 && !allVisibleSelected;
  }, [visibleSelected, allVisibleSelected]);

  function toggle(id: number, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  function toggleAll(on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      for (const i of visible) {
        if (on) next.add(i.id);
        else next.delete(i.id);
      }
      return next;
    });
  }
  /**
   * Gate-in by scanning: a scanned dock receipt (its QR code, `QS-ITEM:<id>`, or its VIN barcode)
   * records Delivered (gate-in) today for its unit at once. A scanner types the code and Enter;
   * the field empties for the next vehicle.
   */
  async function scan(code: string) {
    const text = code.trim();
    if (!text) return;
    const itemId = parseItemQr(text);
    const item =
      itemId !== null
        ? items.find((i) => i.id === itemId)
        : items.find((i) => i.serial?.toUpperCase() === text.toUpperCase());
    if (!item) {
      // not one of this sailing's units at this port: say where it is booked, and what to do
      setScanNote({ ok: false, text: t("scanNotHere", { code: text }) });
      const found = await explainScanAction(text);
      setScanNote({ ok: false, text: found.ok ? found.data : t("scanError", { code: text, message: found.message }) });
      return;
    }
    const serial = item.serial ?? t("unitN", { id: item.id });
    const unit = item.model
      ? t("unitOfModel", { unit: serial, booking: item.bookingCode, model: item.model })
      : t("unitOf", { unit: serial, booking: item.bookingCode });
    setScanNote({ ok: true, text: t("scanRecording", { unit }) });
    const result = await recordMilestoneAction({
      itemIds: [item.id],
      milestone: { type: "Delivered", on: new Date().toISOString().slice(0, 10) },
    });
    if (!result.ok) {
      setScanNote({
        ok: false,
        text: t("scanNotRecorded", { unit, reason: result.errors[0]?.message ?? result.message }),
      });
      return;
    }
    setScanNote({ ok: true, text: t("scanRecorded", { unit }) });
    startTransition(() => router.refresh());
  }

  function recordOne(id: number) {
    setSelected(new Set([id]));
    document.getElementById("milestone-type")?.focus();
  }

  /** True when recorded (the form then clears what belongs to one unit: its measures). */
  async function record(milestone: MilestoneInput): Promise<boolean> {
    const itemIds = items.filter((i) => selected.has(i.id)).map((i) => i.id);
    setPending(true);
    const result = await recordMilestoneAction({ itemIds, milestone }).finally(() => setPending(false));
    if (result.ok) {
      setItemErrors(new Map());
      setSelected(new Set());
      setNotice({
        ok: true,
        text: t("recorded", {
          milestone: tc(`milestone.${milestone.type}`),
          on: milestone.on,
          count: result.data.recorded,
        }),
      });
      startTransition(() => router.refresh());
      return true;
    }
    // recordMilestones names entry i as `[i].…`: show each reason at its unit.
    const byItem = new Map<number, string[]>();
    const general: string[] = [];
    for (const e of result.errors) {
      const m = /^\[(\d+)\]/.exec(e.path);
      const itemId = m ? itemIds[Number(m[1])] : undefined;
      if (itemId === undefined) general.push(e.path ? `${e.path}: ${e.message}` : e.message);
      else byItem.set(itemId, [...(byItem.get(itemId) ?? []), e.message]);
    }
    setItemErrors(byItem);
    setNotice({
      ok: false,
      text: byItem.size
        ? t("nothingRefused", { count: byItem.size })
        : t("nothing", { message: result.message }).trim(),
      general,
    });
    return false;
  }

  return (
    <div className="mt-4 grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      {/* First in the page (a phone shows the form at once, not after every unit); beside the units from lg up. */}
      <div className="space-y-4 lg:sticky lg:top-16 lg:col-start-2 lg:row-start-1">
        <Panel label={t("recordPanel")} className="p-4">
          <h2 className="mb-3 text-sm font-semibold">{t("recordPanel")}</h2>
          {notice ? (
            <div
              role={notice.ok ? "status" : "alert"}
              className={clsx(
                "mb-3 rounded border px-3 py-2 text-sm",
                notice.ok
                  ? "border-emerald-200 bg-emerald-50 text-emerald-800"
                  : "border-red-200 bg-red-50 text-red-800",
              )}
            >
              <p>{notice.text}</p>
              {!notice.ok && notice.general.length ? (
                <ul className="mt-1 list-disc pl-4">
                  {notice.general.map((m, i) => (
                    <li key={i}>{m}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          <form
            className="mb-3"
            onSubmit={(e) => {
              e.preventDefault();
              const field = e.currentTarget.elements.namedItem("scan");
              if (!(field instanceof HTMLInputElement)) return;
              void scan(field.value);
              field.value = "";
            }}
          >
            <label htmlFor="unit-scan" className="block text-sm font-medium text-slate-700">
              {t("scanLabel")}
            </label>
            <Input
              id="unit-scan"
              name="scan"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="unit-scan-hint"
              placeholder={t("scanPlaceholder")}
            />
            <p id="unit-scan-hint" className="mt-1 text-xs text-slate-500">
              {t("scanHint")}
            </p>
            {scanNote ? (
              <p
                role={scanNote.ok ? "status" : "alert"}
                className={clsx("mt-1 text-sm", scanNote.ok ? "text-emerald-800" : "text-red-800")}
              >
                {scanNote.text}
              </p>
            ) : null}
          </form>
          <MilestoneForm count={selected.size} pending={pending || refreshing} onSubmit={record} />
        </Panel>
        <Panel label={t("uploadPanel")} className="p-4">
          <h2 className="mb-2 text-sm font-semibold">{t("uploadHeading")}</h2>
          <CsvUpload voyageId={voyageId} template={template} />
        </Panel>
      </div>
      <Panel label={t("unitsPanel", { voyage: voyageLabel })} className="lg:col-start-1 lg:row-start-1">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <div>
            <h2 className="text-sm font-semibold">{t("unitsHeading", { voyage: voyageLabel })}</h2>
            <p className="text-xs text-slate-500">{t("counts", { count: items.length, selected: selected.size })}</p>
          </div>
          <div className="w-full sm:w-64">
            <label htmlFor="unit-filter" className="sr-only">
              {t("find")}
            </label>
            <Input
              id="unit-filter"
              type="search"
              placeholder={t("findPlaceholder")}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
        </div>
        {visible.length === 0 ? (
          <EmptyState title={items.length ? t("noMatch") : t("noUnits")}>
            {items.length ? t("noMatchBody") : t("noUnitsBody")}
          </EmptyState>
        ) : (
          <ScrollX label={t("scrollLabel")}>
            {/* On a phone each unit is a card: a table that scrolls sideways hides the state and the action. */}
            <Table look="panel" cards="wide" className="w-full min-w-[44rem]" caption={t("caption")}>
              <TableHead>
                <Tr>
                  <Th className="w-10">
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      aria-label={t("selectAll")}
                      checked={allVisibleSelected}
                      onChange={(e) => toggleAll(e.target.checked)}
                      className="h-4 w-4 rounded border-slate-300"
                    />
                  </Th>
                  <Th>{t("th.booking")}</Th>
                  <Th>{t("th.serial")}</Th>
                  <Th>{t("th.model")}</Th>
                  <Th>{t("th.agent")}</Th>
                  <Th>{t("th.pol")}</Th>
                  <Th>{t("th.state")}</Th>
                  <Th className="text-right">
                    <span className="sr-only">{t("th.actions")}</span>
                  </Th>
                </Tr>
              </TableHead>
              <TableBody>
                {visible.map((item) => {
                  const errors = itemErrors.get(item.id);
                  const label = item.serial ?? t("itemN", { id: item.id });
                  return (
                    <Tr
                      key={item.id}
                      className={clsx(selected.has(item.id) && "bg-brand-50/60", errors && "bg-red-50")}
                    >
                      <Td className="align-top">
                        <input
                          type="checkbox"
                          aria-label={t("select", { label })}
                          checked={selected.has(item.id)}
                          onChange={(e) => toggle(item.id, e.target.checked)}
                          className="h-4 w-4 rounded border-slate-300"
                        />
                      </Td>
                      <Td label={t("th.booking")} className="whitespace-nowrap align-top font-mono text-xs font-medium">
                        <Link
                          href={`/bookings/${item.bookingId}`}
                          className="text-brand-700 underline underline-offset-2"
                        >
                          {item.bookingCode}
                        </Link>
                      </Td>
                      <Td label={t("th.serial")} className="align-top">
                        <span className="font-mono text-xs">{item.serial ?? "—"}</span>
                        <PapersNote papers={item.papers} />
                        {errors ? (
                          <ul className="mt-1 text-xs text-red-700" aria-label={t("why", { label })}>
                            {errors.map((m, i) => (
                              <li key={i}>{m}</li>
                            ))}
                          </ul>
                        ) : null}
                      </Td>
                      <Td label={t("th.model")} className="align-top">
                        {item.model ?? "—"}
                      </Td>
                      <Td label={t("th.agent")} className="align-top text-slate-600">
                        {item.agent}
                      </Td>
                      <Td label={t("th.pol")} className="align-top text-slate-600">
                        {item.pol}
                        <div className="text-xs text-slate-600">{item.terminal}</div>
                      </Td>
                      <Td label={t("th.state")} className="align-top">
                        <ItemStateBadge state={item.state} />
                        <UnitHolds item={item} />
                      </Td>
                      <Td className="text-right align-top">
                        <button
                          type="button"
                          onClick={() => recordOne(item.id)}
                          className="rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50"
                          aria-label={t("recordFor", { label })}
                        >
                          {t("recordOne")}
                        </button>
                      </Td>
                    </Tr>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollX>
        )}
      </Panel>
    </div>
  );
}

/** A blocked unit (not to be loaded) and a flagged gate measurement, under the unit's state. */
function UnitHolds({ item }: { item: VoyageItem }) {
  const t = useTranslations("line.milestoneBoard");
  if (!item.blocked && !item.gaugeFlag) return null;
  return (
    <div className="mt-1 space-y-0.5 text-xs">
      {item.blocked ? (
        <p className="font-medium text-red-800">
          {item.blocked.reason ? t("blockedReason", { reason: item.blocked.reason }) : t("blocked")}{" "}
          <span className="font-normal">{t("notToLoad")}</span>
        </p>
      ) : null}
      {item.gaugeFlag ? <p className="font-medium text-amber-900">{t("gateFlag", { flag: item.gaugeFlag })}</p> : null}
    </div>
  );
}

/** What the agent uploaded for the unit, in a few words; the files are on the booking's page. */
function PapersNote({ papers }: { papers: VoyageItem["papers"] }) {
  const t = useTranslations("line.milestoneBoard");
  const words = [
    papers.customsPaper && t("customsPaper"),
    papers.invoice && t("invoice"),
    papers.photos > 0 && t("photos", { count: papers.photos }),
  ].filter(Boolean);
  return words.length ? <div className="text-xs text-slate-600">{words.join(", ")}</div> : null;
}
