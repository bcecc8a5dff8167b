"use client";
// Catalogue search of the booking form, keyed ["unitmodels", { search }]: the description
// combobox and the unit-limit check share its answers.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/hooks/api-get";
import { unitModelListSchema } from "@/lib/catalogue/unit-model-schema";

export function useUnitModels(search: string) {
  const params = { search };
  return useQuery({
    queryKey: ["unitmodels", params],
    queryFn: ({ signal }) => apiGet("/api/booking/unitmodels", params, unitModelListSchema, signal),
    enabled: search.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
