// A unit's serial type as people write it: "VIN" for a Vin (the message carries "Vin"), else the
// type as given, "Serial" when none. Shared by the cards (server) and the unit table (client).
export const serialLabel = (type: string | null) => (type?.toLowerCase() === "vin" ? "VIN" : (type ?? "Serial"));
