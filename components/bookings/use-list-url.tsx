"use client";
// The bookings list's view lives in the URL and each change is a new history entry (push), so
// Back undoes a search. The server renders the list for the URL; while that navigation is under
// way the router has not moved the URL yet, so a second change made meanwhile starts from the
// first one's query (kept here), not from the URL: two quick changes both land.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useOptimistic,
  useRef,
  useTransition,
  type ReactNode,
} from "react";

export type QueryPatch = Record<string, string | null | undefined>;

export function useListUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const current = searchParams.toString();
  const pending = useRef<string | null>(null);
  // The URL as last rendered, for callbacks that outlive their render (a debounced search).
  const latest = useRef(current);
  const [isPending, startTransition] = useTransition();
  // What the controls show: the query asked for, until the server's answer arrives.
  const [shown, setShown] = useOptimistic(current);

  useEffect(() => {
    latest.current = current;
  }, [current]);
  useEffect(() => {
    // Every navigation has landed: the URL is the truth again (also after Back or a link).
    if (!isPending) pending.current = null;
  }, [isPending, current]);

  const update = useCallback(
    (patch: QueryPatch) => {
      const base = pending.current ?? latest.current;
      const next = new URLSearchParams(base);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) continue;
        if (value === null || value === "") next.delete(key);
        else next.set(key, value);
      }
      // A narrower or reordered view starts at its first page.
      if (!("page" in patch)) next.delete("page");
      const query = next.toString();
      if (query === base) return;
      pending.current = query;
      startTransition(() => {
        setShown(query);
        router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
      });
    },
    [pathname, router, setShown],
  );

  return { params: new URLSearchParams(shown), update, isPending };
}

type ListUrl = ReturnType<typeof useListUrl>;
const ListUrlContext = createContext<ListUrl | null>(null);

/** One list URL state for the filter bar and the results, so both know a change is on its way. */
export function ListUrlProvider({ children }: { children: ReactNode }) {
  const listUrl = useListUrl();
  return <ListUrlContext.Provider value={listUrl}>{children}</ListUrlContext.Provider>;
}

export function useListUrlContext(): ListUrl {
  const listUrl = useContext(ListUrlContext);
  if (!listUrl) throw new Error("useListUrlContext needs a ListUrlProvider above it.");
  return listUrl;
}

/**
 * The results of the last URL, held inert while the next one loads: their sort and page links
 * were built for the old query, and following one would drop the change under way.
 */
export function PendingResults({ children }: { children: ReactNode }) {
  const { isPending } = useListUrlContext();
  return (
    <div inert={isPending} aria-busy={isPending} className={isPending ? "opacity-60 transition-opacity" : undefined}>
      {children}
    </div>
  );
}
