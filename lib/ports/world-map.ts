// The world drawn once on the server from world-atlas (Natural Earth 1:110m) with d3-geo:
// SVG paths and the projection's parameters, so the browser places ports on it with no tiles,
// no CDN and no topojson download.
import { geoGraticule10, geoNaturalEarth1, geoPath } from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries110m from "world-atlas/countries-110m.json";

export interface WorldMap {
  width: number;
  height: number;
  scale: number;
  translate: [number, number];
  land: string;
  borders: string;
  graticule: string;
}

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

let cached: WorldMap | undefined;

export function worldMap(): WorldMap {
  if (cached) return cached;
  // The JSON import is typed by its literal content, not as topojson's Topology: a library boundary.
  const topology = countries110m as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  // Frame the countries without Antarctica (ISO 3166 numeric 010): no port lies there.
  const countries = feature(topology, topology.objects.countries);
  const frame = { ...countries, features: countries.features.filter((f) => f.id !== "010") };
  const projection = geoNaturalEarth1().fitSize([MAP_WIDTH, MAP_HEIGHT], frame);
  const path = geoPath(projection).digits(1);
  const land = feature(topology, topology.objects.land);
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  cached = {
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    scale: projection.scale(),
    translate: projection.translate(),
    land: path(land) ?? "",
    borders: path(borders) ?? "",
    graticule: path(geoGraticule10()) ?? "",
  };
  return cached;
}
