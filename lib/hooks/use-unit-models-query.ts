"use client";
// GET /api/booking/unitmodels, keyed ["unitmodels", params].
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet, cleanParams } from "@/lib/hooks/api-get";
import { unitModelListSchema } from "@/lib/catalogue/unit-model-schema";

export interface UnitModelParams {
  search?: string;
  type?: string;
}

export function useUnitModelsQuery(params: UnitModelParams) {
  const clean = cleanParams({ search: params.search?.trim(), type: params.type });
  return useQuery({
    queryKey: ["unitmodels", clean],
    queryFn: ({ signal }) => apiGet("/api/booking/unitmodels", clean, unitModelListSchema, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
