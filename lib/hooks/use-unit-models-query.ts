"use client";
// GET /api/booking/unitmodels, keyed ["unitmodels", params].
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, cleanParams, initialFor, type InitialRead } from "@/lib/hooks/api-get";
import { unitModelListSchema, type UnitModel } from "@/lib/catalogue/unit-model-schema";

export interface UnitModelParams {
  search?: string;
  type?: string;
}

/** `initial`: the list the page was rendered with (used when `params` are the same). */
export function useUnitModelsQuery(params: UnitModelParams, initial?: InitialRead<UnitModel[]> | null) {
  const clean = cleanParams({ search: params.search?.trim(), type: params.type });
  return useQuery({
    queryKey: ["unitmodels", clean],
    queryFn: ({ signal }) => apiGet("/api/booking/unitmodels", clean, unitModelListSchema, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    initialData: initialFor(initial, clean),
  });
}
