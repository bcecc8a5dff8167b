// "Europe/Brussels" → "UTC+1" at a given moment (the offset moves with summer time).
export function utcOffsetLabel(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    const offset = part?.value.replace(/^GMT/, "") ?? "";
    return `UTC${offset === "" || offset === "+0" ? "±0" : offset}`;
  } catch {
    return "";
  }
}
