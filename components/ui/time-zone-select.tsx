// A select of IANA time zones, grouped by region (Europe/…, America/…) so a list of ~420 can be
// scanned; UTC and zones without a region first. The choices come from the server page
// (timeZoneChoices), so server and browser render the same list.
import type { ComponentProps } from "react";
import { fieldClass } from "@/components/ui/field";

function grouped(zones: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const zone of zones) {
    const region = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : "";
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups];
}

export function TimeZoneSelect({ zones, ...props }: ComponentProps<"select"> & { zones: string[] }) {
  return (
    // Zone ids (Africa/Lagos) are the IANA database's names in every language: not translated.
    <select className={fieldClass} translate="no" {...props}>
      {grouped(zones).map(([region, list]) =>
        region ? (
          <optgroup key={region} label={region}>
            {list.map((zone) => (
              <option key={zone} value={zone}>
                {zone.slice(region.length + 1).replaceAll("_", " ")}
              </option>
            ))}
          </optgroup>
        ) : (
          list.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))
        ),
      )}
    </select>
  );
}
