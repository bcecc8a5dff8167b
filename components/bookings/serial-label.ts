// A unit's serial type as people write it: "VIN" for a Vin (the message carries "Vin"), else the
// type as given, `none` ("Serial", in the page's language) when none. Shared by the cards (server)
// and the unit table (client).
export const serialLabel = (type: string | null, none = "Serial") =>
  type?.toLowerCase() === "vin" ? "VIN" : (type ?? none);
