"use client";
// GET /api/Vessel/Search, keyed ["vessels", params].
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, cleanParams } from "@/lib/hooks/api-get";
import { vesselListSchema } from "@/lib/fleet/vessel-schema";

export interface VesselParams {
  Line?: string;
  ScheduleCategory?: string;
}

export function useVesselsQuery(params: VesselParams = {}) {
  const clean = cleanParams({ ...params });
  return useQuery({
    queryKey: ["vessels", clean],
    queryFn: ({ signal }) => apiGet("/api/Vessel/Search", clean, vesselListSchema, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
