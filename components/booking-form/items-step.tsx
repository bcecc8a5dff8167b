"use client";
// Step 3: the items. A virtualised list (only the rows in view are rendered, so 250 items stay
// smooth), with add, duplicate, remove, reorder (buttons or Alt+↑/↓) and import.
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ErrorText, inputId } from "@/components/booking-form/fields";
import { newItem, nextRelativeId, type BookingFormValues, type FormItem } from "@/components/booking-form/form-model";
import { DestinationRulesNote } from "@/components/booking-form/destination-rules-note";
import { ImportPanel } from "@/components/booking-form/import-panel";
import { VinListPanel } from "@/components/booking-form/vin-list-panel";
import { ItemRow, type RowActions } from "@/components/booking-form/item-row";
import { itemIndexOf } from "@/lib/booking/form/form-paths";
import { MAX_ITEMS } from "@/lib/booking/message/save-schema";

export interface ItemsStepHandle {
  /** scroll the item holding `fieldName` into view and focus that field */
  focusField: (fieldName: string) => void;
}

/** What a new row takes from the last one: how its serial is given, its priority and mobility. */
function carried(items: FormItem[]): Partial<FormItem> {
  const last = items.at(-1);
  return last
    ? { SerialType: last.SerialType ?? "Vin", Priority: last.Priority ?? "Used", Mobility: last.Mobility ?? "Regular" }
    : {};
}

export function ItemsStep({ handle }: { handle?: Ref<ItemsStepHandle> }) {
  const t = useTranslations("bookingForm.items");
  const { control, getValues } = useFormContext<BookingFormValues>();
  const { fields, append, insert, remove, move, replace } = useFieldArray({ control, name: "Items" });
  const [importing, setImporting] = useState(false);
  const [pasting, setPasting] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  // The list's distance from the page top, kept as whatever is above it grows or shrinks (the
  // import panel, its outcome, an error): measured, not assumed once per toggle.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: fields.length,
    estimateSize: () => 150,
    overscan: 4,
    scrollMargin: margin,
    getItemKey: (i) => fields[i]?.id ?? i,
  });

  const focusField = useCallback(
    (name: string) => {
      const index = itemIndexOf(name);
      if (index !== null) virtualizer.scrollToIndex(index, { align: "center" });
      let tries = 0;
      const attempt = () => {
        const el =
          document.getElementById(inputId(name)) ??
          (index !== null
            ? document.querySelector<HTMLElement>(`[data-item="${index}"] input, [data-item="${index}"] select`)
            : null);
        if (el) {
          el.focus();
          el.scrollIntoView({ block: "center" });
        } else if (tries++ < 20) requestAnimationFrame(attempt);
      };
      requestAnimationFrame(attempt);
    },
    [virtualizer],
  );
  useImperativeHandle(handle, () => ({ focusField }), [focusField]);

  // a stored booking (draft or booked) keeps its units' order
  const orderFixed = Boolean(getValues("Header.Id"));
  const [orderNote, setOrderNote] = useState(false);
  const actions: RowActions = useMemo(
    () => ({
      duplicate: (i) => {
        const item = getValues(`Items.${i}`);
        // A copy is a new item: no ids, and no serial (a chassis is booked once, rule 9).
        const copy: FormItem = {
          ...structuredClone(item),
          Id: null,
          RelativeId: nextRelativeId(getValues("Items")),
          IsCanceled: false,
          SerialNumber: null,
          SubUnits: (item.SubUnits ?? []).map((s) => ({ ...s, Id: null })),
          SubItems: (item.SubItems ?? []).map((s) => ({ ...s, Id: null })),
        };
        insert(i + 1, copy, { shouldFocus: false });
        focusField(`Items.${i + 1}.SerialNumber`);
      },
      remove: (i) => {
        remove(i);
        const left = getValues("Items").length;
        if (left > 0) focusField(`Items.${Math.min(i, left - 1)}.Description`);
      },
      move: (from, to) => {
        // A stored booking's units keep their order (their RelativeIds, which the save ties to them):
        // say so rather than move a row the save would put back.
        if (orderFixed) return setOrderNote(true);
        if (to < 0 || to >= getValues("Items").length) return;
        move(from, to);
        virtualizer.scrollToIndex(to);
      },
      next: (i) => {
        const items = getValues("Items");
        if (i < items.length - 1) focusField(`Items.${i + 1}.Description`);
        else if (items.length < MAX_ITEMS) {
          append(newItem(nextRelativeId(items), carried(items)), { shouldFocus: false });
          focusField(`Items.${items.length}.Description`);
        }
      },
    }),
    [getValues, insert, remove, move, append, focusField, virtualizer, orderFixed],
  );

  const add = () => {
    const items = getValues("Items");
    append(newItem(nextRelativeId(items), carried(items)), { shouldFocus: false });
    focusField(`Items.${items.length}.Description`);
  };

  const addImported = (items: FormItem[]) => {
    const current = getValues("Items");
    // A lone untouched row (the one a new booking starts with) gives way to the import.
    const blank = current.length === 1 && !current[0].Id && !current[0].Description?.trim() && !current[0].SerialNumber;
    const kept = blank ? [] : current;
    // Importing a fixed file again replaces the units it names (same VIN or serial) instead of
    // adding them a second time; a stored unit keeps its id.
    const chassis = (item: FormItem) => item.SerialNumber?.replace(/\s+/g, "").toUpperCase() || null;
    const at = new Map(kept.map((item, i) => [chassis(item), i] as const).filter(([c]) => c !== null));
    const merged = [...kept];
    let next = nextRelativeId(kept);
    const added: FormItem[] = [];
    for (const item of items) {
      const i = at.get(chassis(item));
      if (i === undefined) added.push({ ...newItem(next), ...item, RelativeId: next++ });
      else
        merged[i] = {
          ...newItem(merged[i].RelativeId),
          ...item,
          Id: merged[i].Id,
          RelativeId: merged[i].RelativeId,
          IsCanceled: merged[i].IsCanceled,
        };
    }
    if (blank || added.length < items.length) replace([...merged, ...added]);
    else append(added, { shouldFocus: false });
    return { added: added.length, replaced: items.length - added.length };
  };

  // No virtualizer.measure() when the margin moves: it would drop every row's measured height
  // (an open item's details fell back to the estimate, and the bar and footer covered its fields);
  // scrollMargin is an option the positions follow by themselves.
  const stored = getValues("Items").map((i) => Boolean(i?.Id));
  // a lone untouched row gives way to an import or a pasted list
  const room =
    MAX_ITEMS -
    (fields.length === 1 && !getValues("Items.0.Description") && !getValues("Items.0.SerialNumber")
      ? 0
      : fields.length);
  const rows = virtualizer.getVirtualItems();

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {t("count", { count: fields.length, max: MAX_ITEMS })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" aria-expanded={pasting} onClick={() => setPasting((v) => !v)}>
            {t("pasteVins")}
          </Button>
          <Button variant="secondary" aria-expanded={importing} onClick={() => setImporting((v) => !v)}>
            {t("import")}
          </Button>
          <Button onClick={add} disabled={fields.length >= MAX_ITEMS}>
            {t("add")}
          </Button>
        </div>
      </div>
      {pasting ? <VinListPanel room={room} onAdd={addImported} onClose={() => setPasting(false)} /> : null}
      {importing ? <ImportPanel room={room} onAdd={addImported} onClose={() => setImporting(false)} /> : null}
      {orderFixed ? (
        <p role="status" className={orderNote ? "text-sm font-medium text-amber-800" : "text-xs text-slate-600"}>
          {orderNote ? t("orderFixed") : t("orderKept")}
        </p>
      ) : null}
      <DestinationRulesNote />
      <ErrorText name="Items" />
      <ErrorText name="Items.root" />
      <div ref={listRef} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute left-0 right-0 pb-3"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ItemRow
              index={row.index}
              count={fields.length}
              stored={stored[row.index]}
              reorderable={!orderFixed}
              actions={actions}
            />
          </div>
        ))}
      </div>
      {fields.length > 3 ? (
        <div className="flex justify-end">
          <Button onClick={add} disabled={fields.length >= MAX_ITEMS}>
            {t("add")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
