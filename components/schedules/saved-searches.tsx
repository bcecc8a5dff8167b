"use client";
// "Save this lane" and recent searches, kept in this browser per signed-in user (localStorage).
// A lane is a Pol → Pod pair; a recent search is any settled query of the page's filters.
// In the browser rather than the database: no schema change while seven branches merge, and
// lanes show at once; the cost is that they do not follow the person to another device.
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { FILTER_KEYS, type ScheduleUrl } from "@/lib/schedule/schedule-view";
import { Button } from "@/components/ui/button";

interface SavedSearch {
  /** the page's query string (filters and window only) */
  query: string;
  label: string;
}

const RECENT_MAX = 5;
const LANES_MAX = 12;

const CHANGED = "quayside:saved-searches";

function parse(text: string): SavedSearch[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((v): v is SavedSearch => typeof v?.query === "string" && typeof v?.label === "string")
      : [];
  } catch {
    return [];
  }
}

const read = (key: string) => parse(localStorage.getItem(key) ?? "[]");

function write(key: string, value: SavedSearch[]) {
  localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange); // other tabs
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The stored list; none in the server's HTML (the first browser render matches it, then reads). */
function useStored(key: string): SavedSearch[] {
  const text = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key) ?? "[]",
    () => "[]",
  );
  return useMemo(() => parse(text), [text]);
}

/** The search a URL stands for, without the opened voyage. */
export function searchOf(url: ScheduleUrl, label: string): SavedSearch | null {
  const query = new URLSearchParams();
  for (const key of [...FILTER_KEYS, "weeks"] as const) if (url[key]) query.set(key, url[key]);
  return query.size ? { query: query.toString(), label } : null;
}

export function SavedSearches({
  userKey,
  current,
  lane,
  onOpen,
}: {
  userKey: string;
  current: SavedSearch | null;
  lane: boolean;
  onOpen: (query: string) => void;
}) {
  const t = useTranslations("reference.savedSearches");
  const lanesKey = `quayside:${userKey}:schedule-lanes`;
  const recentKey = `quayside:${userKey}:schedule-recent`;
  const lanes = useStored(lanesKey);
  const recent = useStored(recentKey);

  // every settled search goes on top of the recent ones
  const currentQuery = current?.query;
  const currentLabel = current?.label;
  useEffect(() => {
    if (!currentQuery || !currentLabel) return;
    write(
      recentKey,
      [{ query: currentQuery, label: currentLabel }, ...read(recentKey).filter((r) => r.query !== currentQuery)].slice(
        0,
        RECENT_MAX,
      ),
    );
  }, [currentQuery, currentLabel, recentKey]);

  const saveLanes = (next: SavedSearch[]) => write(lanesKey, next);
  const saved = current ? lanes.some((l) => l.query === current.query) : false;
  const others = recent.filter((r) => r.query !== current?.query);
  if (!lane && lanes.length === 0 && others.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm print:hidden">
      {lane && current ? (
        saved ? (
          // raw <button>: the lane's saved state (brand outline, no hover) next to the secondary Save
          <button
            type="button"
            onClick={() => saveLanes(lanes.filter((l) => l.query !== current.query))}
            className="rounded border border-brand-600 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800"
          >
            {t("saved")}
          </button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => saveLanes([current, ...lanes].slice(0, LANES_MAX))}>
            {t("save")}
          </Button>
        )
      ) : null}
      {lanes.length ? (
        <nav aria-label={t("lanes")} className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs font-medium text-slate-700">{t("lanesLabel")}</span>
          {lanes.map((l) => (
            // raw <button>: a saved lane drawn as a chip (rounded-full, ring), no Button variant
            <button
              key={l.query}
              type="button"
              onClick={() => onOpen(l.query)}
              aria-current={l.query === current?.query ? "true" : undefined}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
            >
              {l.label}
            </button>
          ))}
        </nav>
      ) : null}
      {others.length ? (
        <nav aria-label={t("recent")} className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs font-medium text-slate-700">{t("recentLabel")}</span>
          {others.map((r) => (
            // raw <button>: a recent search drawn as a chip (rounded-full, ring), no Button variant
            <button
              key={r.query}
              type="button"
              onClick={() => onOpen(r.query)}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800 ring-1 ring-slate-200 hover:bg-slate-200"
            >
              {r.label}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
