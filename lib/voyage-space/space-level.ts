// How full a sailing looks in the portal: plenty, limited or full. Pure, for pages and the API.

/** Below this share of the capacity free on the fullest leg, space is "limited". */
export const LIMITED_SHARE = 0.1;

export type SpaceLevel = "plenty" | "limited" | "full";

export function spaceLevel(freeRt: number, capacityRt: number): SpaceLevel {
  if (freeRt <= 0) return "full";
  return freeRt < capacityRt * LIMITED_SHARE ? "limited" : "plenty";
}
