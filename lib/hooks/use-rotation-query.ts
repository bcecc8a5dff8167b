"use client";
// GET /api/voyage/rotation, keyed ["rotation", params].
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, cleanParams } from "@/lib/hooks/api-get";
import { rotationResponseSchema, type RotationResponse } from "@/lib/schedule/rotation-schema";

/** The wire parameters of the rotation operation, as strings (what the URL holds). */
export interface RotationParams {
  ScheduleCategory?: string;
  PolContinent?: string;
  Pol?: string;
  Pod?: string;
  Vessel?: string;
  Voyage?: string;
  ArrivalMin?: string;
  ArrivalMax?: string;
  DepartureMin?: string;
  DepartureMax?: string;
  Line?: string;
  PodRegion?: string;
  SailingRoute?: string;
}

/** `initial`: the answer the server rendered the page with (for exactly these params), and when. */
export function useRotationQuery(
  params: RotationParams,
  options: { enabled?: boolean; initial?: { data: RotationResponse; at: number } } = {},
) {
  const clean = cleanParams({ ...params });
  return useQuery({
    queryKey: ["rotation", clean],
    queryFn: ({ signal }) => apiGet("/api/voyage/rotation", clean, rotationResponseSchema, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    initialData: options.initial?.data,
    initialDataUpdatedAt: options.initial?.at,
  });
}
