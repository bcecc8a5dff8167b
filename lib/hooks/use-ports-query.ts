"use client";
// GET /api/voyage/pols and /api/voyage/pods, keyed ["pols" | "pods", params].
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, cleanParams, initialFor, type InitialRead } from "@/lib/hooks/api-get";
import { portListSchema, type Port } from "@/lib/ports/port-schema";

export interface PortListParams {
  Line?: string;
  ScheduleCategory?: string;
}

/** `initial`: the list the page was rendered with (used when `params` are the same). */
function usePortList(kind: "pols" | "pods", params: PortListParams, initial?: InitialRead<Port[]> | null) {
  const clean = cleanParams({ ...params });
  return useQuery({
    queryKey: [kind, clean],
    queryFn: ({ signal }) => apiGet(`/api/voyage/${kind}`, clean, portListSchema, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    initialData: initialFor(initial, clean),
  });
}

export function usePolsQuery(params: PortListParams = {}, initial?: InitialRead<Port[]> | null) {
  return usePortList("pols", params, initial);
}

export function usePodsQuery(params: PortListParams = {}, initial?: InitialRead<Port[]> | null) {
  return usePortList("pods", params, initial);
}
