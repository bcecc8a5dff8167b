"use client";
// The sailing the form names (Header.Line + Header.BookingVoyage), read once and shared: the
// Sailing step shows it, the item rows check units against its limits. Keyed ["form-voyage", …].
import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { unwrap } from "@/lib/actions/action-result";
import { searchSailingsAction } from "@/lib/actions/booking/form";
import type { BookingFormValues } from "@/components/booking-form/form-model";
import type { FormVisit, FormVoyage } from "@/lib/booking/form/form-sailing";

export const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();
export const isPort = (v: Pick<FormVisit, "port" | "portName">, ref: string | null | undefined) =>
  same(v.port, ref) || same(v.portName, ref);

export async function loadSailings(search: {
  line?: string;
  voyage?: string;
  pol?: string;
  pod?: string;
  /** only sailings still open to the caller, soonest first (the picker) */
  open?: boolean;
}): Promise<FormVoyage[]> {
  return unwrap(await searchSailingsAction(search));
}

export function useFormSailing(initialVoyage?: FormVoyage | null) {
  const [line, voyageNumber] = useWatch<BookingFormValues, ["Header.Line", "Header.BookingVoyage"]>({
    name: ["Header.Line", "Header.BookingVoyage"],
  });
  const wanted = { line: line ?? "", voyage: voyageNumber ?? "" };
  const initialMatches =
    initialVoyage &&
    same(initialVoyage.voyage, wanted.voyage) &&
    (!wanted.line || same(initialVoyage.line, wanted.line) || same(initialVoyage.lineCode, wanted.line));
  const query = useQuery({
    queryKey: ["form-voyage", wanted],
    queryFn: () => loadSailings(wanted),
    enabled: Boolean(wanted.voyage),
    initialData: initialMatches ? [initialVoyage] : undefined,
    staleTime: 60_000,
  });
  const voyage = query.data?.find((v) => same(v.voyage, wanted.voyage)) ?? null;
  return { wanted, query, voyage };
}
