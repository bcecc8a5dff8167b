"use client";
// The ports on a world map drawn offline: land, borders and graticule come as SVG paths from the
// server (world-atlas + d3-geo); ports are placed here with the same projection.
import { geoNaturalEarth1 } from "d3-geo";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { WorldMap } from "@/lib/ports/world-map";

export interface MapPort {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
  loads: boolean;
  discharges: boolean;
}

export function roleColor(p: { loads: boolean; discharges: boolean }): string {
  return p.loads && p.discharges ? "fill-violet-600" : p.loads ? "fill-brand-600" : "fill-emerald-600";
}

export function PortMap({
  map,
  ports,
  selected,
  onSelect,
}: {
  map: WorldMap;
  ports: MapPort[];
  selected: string;
  onSelect: (code: string) => void;
}) {
  const t = useTranslations("reference.ports");
  const projection = useMemo(
    () => geoNaturalEarth1().scale(map.scale).translate(map.translate),
    [map.scale, map.translate],
  );
  const placed = useMemo(
    () =>
      ports
        .map((p) => ({ port: p, xy: projection([p.longitude, p.latitude]) }))
        .filter((p): p is { port: MapPort; xy: [number, number] } => p.xy !== null)
        // the chosen port is drawn last, on top
        .sort((a, b) => Number(a.port.code === selected) - Number(b.port.code === selected)),
    [ports, projection, selected],
  );
  const chosen = placed.find((p) => p.port.code === selected);

  return (
    <figure className="relative">
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        className="block h-auto w-full bg-sky-50/60"
        role="group"
        aria-label={t("map")}
      >
        <path d={map.graticule} className="fill-none stroke-sky-100" strokeWidth={0.6} />
        <path d={map.land} className="fill-slate-200" />
        <path d={map.borders} className="fill-none stroke-white" strokeWidth={0.6} />
        {placed.map(({ port, xy: [x, y] }) => {
          const active = port.code === selected;
          return (
            <g
              key={port.code}
              role="button"
              tabIndex={0}
              aria-label={`${port.name} (${port.code})`}
              aria-pressed={active}
              onClick={() => onSelect(active ? "" : port.code)}
              onKeyDown={(e) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  onSelect(active ? "" : port.code);
                }
              }}
              className="cursor-pointer outline-none focus-visible:[&>circle]:stroke-amber-400"
            >
              <title>{`${port.name} (${port.code})`}</title>
              <circle
                cx={x}
                cy={y}
                r={active ? 7 : 4}
                className={clsx(roleColor(port), "stroke-white")}
                strokeWidth={active ? 2.5 : 1}
              />
            </g>
          );
        })}
        {chosen ? (
          <text
            x={chosen.xy[0] + 10}
            y={chosen.xy[1] + 4}
            className="pointer-events-none fill-slate-900 text-[13px] font-semibold"
            style={{ paintOrder: "stroke", stroke: "white", strokeWidth: 4, strokeLinejoin: "round" }}
          >
            {chosen.port.name}
          </text>
        ) : null}
      </svg>
      <figcaption className="absolute bottom-2 left-2 flex gap-3 rounded bg-white/90 px-2 py-1 text-[11px] text-slate-600 shadow-sm ring-1 ring-slate-200">
        <Legend className="fill-brand-600" label={t("legendLoad")} />
        <Legend className="fill-emerald-600" label={t("legendDischarge")} />
        <Legend className="fill-violet-600" label={t("legendBoth")} />
      </figcaption>
    </figure>
  );
}

function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <svg viewBox="0 0 10 10" className="h-2.5 w-2.5" aria-hidden>
        <circle cx="5" cy="5" r="4.5" className={className} />
      </svg>
      {label}
    </span>
  );
}
