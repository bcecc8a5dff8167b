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
  // Every query pushed since the URL last caught up: a URL among them is ours, still on its way.
  const asked = useRef<string[]>([]);
  const repushed = useRef<string | null>(null);
  // The URL as last rendered, for callbacks that outlive their render (a debounced search).
  const latest = useRef(current);
  const [isPending, startTransition] = useTransition();
  // What the controls show: the query asked for, until the server's answer arrives.
  const [shown, setShown] = useOptimistic(current);

  useEffect(() => {
    latest.current = current;
  }, [current]);
  useEffect(() => {
    // The URL caught up with the last query asked for, or went elsewhere once nothing is under way
    // (Back, a link): the URL is the truth again. The URL of an earlier push of ours is not: the
    // router can settle on it after a later push (four changes 20 ms apart lost the third when the
    // base was reset on isPending alone), so the last query asked for stays the base, and is
    // pushed again (once) if everything has landed short of it.
    const caughtUp = current === pending.current;
    const elsewhere = !isPending && !asked.current.includes(current);
    if (caughtUp || elsewhere) {
      pending.current = null;
      asked.current = [];
    } else if (!isPending && pending.current !== null && repushed.current !== pending.current) {
      const query = pending.current;
      repushed.current = query;
      startTransition(() => {
        setShown(query);
        router.push(query ? `${pathname}?${query}` : pathname, { scroll: false });
      });
    }
  }, [isPending, current, pathname, router, setShown]);

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
      asked.current = [...asked.current, query].slice(-50);
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
