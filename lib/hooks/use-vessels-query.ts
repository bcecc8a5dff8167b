"use client";
// GET /api/Vessel/Search, keyed ["vessels", params].
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, cleanParams, initialFor, type InitialRead } from "@/lib/hooks/api-get";
import { vesselListSchema, type Vessel } from "@/lib/fleet/vessel-schema";

export interface VesselParams {
  Line?: string;
  ScheduleCategory?: string;
}

/** `initial`: the list the page was rendered with (used when `params` are the same). */
export function useVesselsQuery(params: VesselParams = {}, initial?: InitialRead<Vessel[]> | null) {
  const clean = cleanParams({ ...params });
  return useQuery({
    queryKey: ["vessels", clean],
    queryFn: ({ signal }) => apiGet("/api/Vessel/Search", clean, vesselListSchema, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    initialData: initialFor(initial, clean),
  });
}
