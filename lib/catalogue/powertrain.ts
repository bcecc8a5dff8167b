// A unit model's powertrain, as the catalogue keeps it: ICE (combustion engine), HEV (hybrid),
// PHEV (plug-in hybrid), BEV (battery electric). Electric and hybrid units carry a lithium battery
// that some destinations want declared (UN 3171, the destination rule's batteryDeclaration). Pure.

export const POWERTRAINS = ["ICE", "HEV", "PHEV", "BEV"] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

/** Whether a unit of this powertrain carries a lithium battery to declare. */
export const runsOnBattery = (powertrain: string | null | undefined): boolean =>
  powertrain === "HEV" || powertrain === "PHEV" || powertrain === "BEV";
