"use client";
// Page state that lives in the URL's query string, so every view is a shareable link.
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";

export function useUrlState<K extends string>(keys: readonly K[]) {
  const searchParams = useSearchParams();
  const pathname = usePathname();

  const values = useMemo(() => {
    const out = {} as Record<K, string>;
    for (const key of keys) out[key] = searchParams.get(key) ?? "";
    return out;
    // keys is a constant list per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);

  /** Sets (or, with "" / null, removes) some keys; other query parameters stay. */
  const update = useCallback(
    (patch: Partial<Record<string, string | null>>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined) continue;
        if (value === null || value === "") next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      // The History API (which Next's router follows) changes the URL without asking the server
      // for the page again: the data comes from react-query, not from the server component.
      window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
    },
    [pathname],
  );

  return [values, update] as const;
}

