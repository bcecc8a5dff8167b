"use client";
// Page state that lives in the URL's query string, so every view is a shareable link, and each
// change is a history entry of its own (Back undoes the last search).
//
// What the page shows is kept here and changes at once; the URL follows. Next's router takes
// pushes in a transition and reports them late, one by one: reading the state back from
// useSearchParams made two quick changes (a Pol, then a Pod) lose the first one or reset a
// field. So the router's reports of queries this page has already shown are ignored, and anything
// else (Back, Forward, a link to this page with another query) becomes the page's state.
//
// "Already shown" includes the query the page opened with: a server action answered after our
// pushes (the schedule's voyage services) commits router state built before them, and the router
// puts that older URL back (seen: Pol typed, the services answer, Pod typed → the Pol was gone).
// Such an echo is not a navigation: the page keeps its state (its next change writes the URL).
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { recordOf } from "@/lib/core/narrow";

interface Shown {
  query: string;
  /** the router's query when `query` was last reconciled with it */
  seenUrl: string;
  /** queries this page has shown (opened with, or pushed) that the router may still report */
  known: readonly string[];
}

export function useUrlState<K extends string>(keys: readonly K[]) {
  const urlQuery = useSearchParams().toString();
  const pathname = usePathname();
  const [shown, setShown] = useState<Shown>({ query: urlQuery, seenUrl: urlQuery, known: [urlQuery] });

  let query = shown.query;
  if (urlQuery !== shown.seenUrl) {
    const external = !shown.known.includes(urlQuery);
    query = external ? urlQuery : shown.query;
    setShown({ query, seenUrl: urlQuery, known: external ? [urlQuery] : shown.known });
  }

  // The latest query asked for, for changes made before the next render.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
  }, [query]);
  useEffect(() => {
    const onPop = () => {
      latest.current = window.location.search.slice(1);
      setShown((s) => ({ query: latest.current, seenUrl: s.seenUrl, known: [...s.known, latest.current].slice(-50) }));
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const values = useMemo(() => {
    const params = new URLSearchParams(query);
    return recordOf(keys, (key) => params.get(key) ?? "");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keys is a constant list per page
  }, [query]);

  /** Sets (or, with "" / null, removes) some keys; other query parameters stay. */
  const update = useCallback(
    (patch: Partial<Record<string, string | null>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) continue;
        if (value === null || value === "") next.delete(key);
        else next.set(key, value);
      }
      const nextQuery = next.toString();
      if (nextQuery === latest.current) return;
      latest.current = nextQuery;
      setShown((s) => ({ query: nextQuery, seenUrl: s.seenUrl, known: [...s.known, nextQuery].slice(-50) }));
      // The History API (which Next's router follows) changes the URL without asking the server
      // for the page again: the data comes from react-query, not from the server component.
      window.history.pushState(null, "", nextQuery ? `${pathname}?${nextQuery}` : pathname);
    },
    [pathname, setShown],
  );

  return [values, update] as const;
}
