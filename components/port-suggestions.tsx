"use client";
// Port suggestions for a "port name or UN/LOCODE" field (the form's Find a sailing, /sailings):
// a native datalist of the ports where sailings load (or discharge), offered as the person types,
// "Zeeb" offering Zeebrugge. Each suggestion's value is the port's name, which every search
// accepts; its label names the code and country, so typing a code finds it too.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/hooks/api-get";
import { portListSchema } from "@/lib/ports/port-schema";

const PATHS = { pol: "/api/voyage/pols", pod: "/api/voyage/pods" } as const;

export function usePorts(kind: "pol" | "pod") {
  return useQuery({
    queryKey: ["ports", kind],
    queryFn: ({ signal }) => apiGet(PATHS[kind], {}, portListSchema, signal),
    staleTime: 10 * 60_000,
  });
}

/** The datalist an input names with `list={id}`. */
export function PortSuggestions({ id, kind }: { id: string; kind: "pol" | "pod" }) {
  const ports = usePorts(kind);
  return (
    <datalist id={id}>
      {(ports.data ?? []).map((p) => (
        <option key={p.code} value={p.name} label={`${p.code} · ${p.country}`}>
          {p.code} · {p.country}
        </option>
      ))}
    </datalist>
  );
}
