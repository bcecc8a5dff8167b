"use client";
// GET /api/voyage/pols and /api/voyage/pods, keyed ["pols" | "pods", params].
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, cleanParams } from "@/lib/hooks/api-get";
import { portListSchema } from "@/lib/ports/port-schema";

export interface PortListParams {
  Line?: string;
  ScheduleCategory?: string;
}

function usePortList(kind: "pols" | "pods", params: PortListParams) {
  const clean = cleanParams({ ...params });
  return useQuery({
    queryKey: [kind, clean],
    queryFn: ({ signal }) => apiGet(`/api/voyage/${kind}`, clean, portListSchema, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function usePolsQuery(params: PortListParams = {}) {
  return usePortList("pols", params);
}

export function usePodsQuery(params: PortListParams = {}) {
  return usePortList("pods", params);
}
