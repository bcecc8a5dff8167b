"use client";
// The line / trade route / sailing route of the voyages on screen, keyed ["voyage-services", keys].
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { unwrap } from "@/lib/actions/action-result";
import { describeVoyagesAction } from "@/lib/actions/schedule";
import type { VoyageKey, VoyageService } from "@/lib/schedule/voyage-services";

export const voyageKey = (k: VoyageKey) => `${k.voyage}\u0000${k.vessel}`;

/** `initial`: the services the server rendered the page with (for exactly these keys). */
export function useVoyageServicesQuery(keys: VoyageKey[], initial?: VoyageService[]) {
  const sorted = useMemo(() => [...keys].sort((a, b) => voyageKey(a).localeCompare(voyageKey(b))), [keys]);
  const query = useQuery({
    queryKey: ["voyage-services", sorted],
    queryFn: async () => unwrap(await describeVoyagesAction(sorted)),
    enabled: sorted.length > 0,
    staleTime: 10 * 60_000,
    initialData: initial,
  });
  const byKey = useMemo(
    () => new Map<string, VoyageService>((query.data ?? []).map((s) => [voyageKey(s), s])),
    [query.data],
  );
  return { ...query, byKey };
}
