"use client";
// The header's search: booking number, VIN or reference, from any page. "/" focuses it; arrow
// keys move through the hits, Enter opens one (waiting for the answer to the text now in the box,
// never a previous one's), and the last option opens the bookings list searched for the text.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import {
  Listbox,
  comboboxInputProps,
  optionsAnswer,
  useCombobox,
  useSearchText,
} from "@/components/booking-form/combobox";
import { findBookingsAction } from "@/lib/actions/search";
import type { BookingHit } from "@/lib/search/find-bookings";
import { useHydrated } from "@/lib/hooks/use-hydrated";

type Option = { kind: "hit"; hit: BookingHit } | { kind: "list"; text: string };

const MIN = 2;

function matchedWords(hit: BookingHit, t: ReturnType<typeof useTranslations<"reference.search">>): string {
  if (hit.matched.kind === "unit") return t("matchedUnit", { serial: hit.matched.serial });
  if (hit.matched.kind === "reference") return t("matchedReference", { reference: hit.referenceNumber ?? "" });
  return hit.referenceNumber ? t("matchedRef", { reference: hit.referenceNumber }) : "";
}

export function GlobalSearch({ id, onDone }: { id: string; onDone?: () => void }) {
  const router = useRouter();
  const t = useTranslations("reference.search");
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const search = useSearchText(150);
  const { query } = search;
  const enabled = query.length >= MIN;
  const results = useQuery({
    queryKey: ["booking-search", query],
    queryFn: async () => {
      const result = await findBookingsAction(query);
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    enabled,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
  const hits = enabled ? (results.data ?? []) : [];
  const options: Option[] =
    search.typed.length >= MIN
      ? [...hits.map((hit) => ({ kind: "hit" as const, hit })), { kind: "list", text: search.typed }]
      : [];
  const current = optionsAnswer(search, results, enabled);
  const open = (option: Option) => {
    router.push(
      option.kind === "hit" ? `/bookings/${option.hit.id}` : `/bookings?${new URLSearchParams({ q: option.text })}`,
    );
    search.setText("");
    input.current?.blur();
    onDone?.();
  };
  const box = useCombobox(options, open, { current, settle: search.settle });

  // "/" anywhere outside a field jumps to the search, as on many sites.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey) return;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      if (!input.current || input.current.offsetParent === null) return; // the hidden copy (phone or desktop) stays out
      e.preventDefault();
      input.current.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const status = results.error ? results.error.message : results.isFetching || !current ? t("searching") : undefined;
  return (
    // data-hydrated: "/" and typing are live (the shortcut's listener is attached after hydration).
    <div role="search" className="relative w-full" data-hydrated={hydrated ? "true" : undefined}>
      <label htmlFor={id} className="sr-only">
        {t("label")}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        placeholder={t("placeholder")}
        autoComplete="off"
        spellCheck={false}
        value={search.text}
        onChange={(e) => {
          search.setText(e.target.value);
          box.onInput();
        }}
        onFocus={() => box.setOpen(true)}
        onBlur={() => box.setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && !box.open) {
            search.setText("");
            return;
          }
          box.onKeyDown(e);
        }}
        className="w-full rounded border border-white/30 bg-white/10 px-2.5 py-1 text-sm text-white placeholder:text-slate-300 focus:bg-white focus:text-slate-900 focus:placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-300"
        {...comboboxInputProps(id, box, options.length)}
      />
      {box.open && options.length > 0 ? (
        <div className="text-slate-900">
          <Listbox
            id={id}
            label={t("found")}
            options={options}
            active={box.active}
            status={status}
            stale={!current}
            onPick={open}
            render={(option) =>
              option.kind === "list" ? (
                <span className="text-brand-700">{t("searchList", { text: option.text })}</span>
              ) : (
                <span className="flex flex-col">
                  <span>
                    <span className="font-mono font-semibold">{option.hit.bookingCode}</span>
                    <span className="ml-2 text-xs text-slate-600">{option.hit.status}</span>
                  </span>
                  <span className="truncate text-xs text-slate-600">
                    {[matchedWords(option.hit, t), `${option.hit.pol} → ${option.hit.pod ?? "—"}`, option.hit.voyage]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
              )
            }
          />
        </div>
      ) : null}
      {box.open && current && enabled && hits.length === 0 && !results.isFetching ? (
        <p role="status" className="sr-only">
          {t("none", { text: search.typed })}
        </p>
      ) : null}
    </div>
  );
}
