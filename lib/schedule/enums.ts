// Enumerations the spec leaves "not shown", published here (and in the OpenAPI document).
import { enumKeysOf, isOneOf } from "@/lib/core/narrow";

/** Continent (responses carry the integer; the PolContinent filter takes the integer or the name). */
export const CONTINENTS = {
  Africa: 1,
  Asia: 2,
  Europe: 3,
  NorthAmerica: 4,
  SouthAmerica: 5,
  Oceania: 6,
  Antarctica: 7,
} as const;
export type ContinentName = keyof typeof CONTINENTS;

/** Region of a port of discharge (the PodRegion filter): the trade areas of ro-ro services. */
export const REGIONS = {
  NorthEurope: 1,
  Mediterranean: 2,
  WestAfrica: 3,
  SouthernAfrica: 4,
  NorthAmerica: 5,
  SouthAmerica: 6,
  MiddleEast: 7,
  FarEast: 8,
  SouthEastAsia: 9,
  Oceania: 10,
} as const;
export type RegionName = keyof typeof REGIONS;

export const UNIT_TYPES = {
  C: "Car",
  V: "Van",
  B: "Big van",
  T: "Truck",
  U: "Unit",
  M: "Motorcycle",
  E: "Equipment",
  K: "Container",
} as const;
export type UnitType = keyof typeof UNIT_TYPES;
export const UNIT_TYPE_CODES = enumKeysOf(UNIT_TYPES);
export const isUnitType = (value: unknown): value is UnitType => isOneOf(UNIT_TYPE_CODES, value);
