// The services voyages run under (line, trade route, sailing route): the choices of the pages'
// Line / ScheduleCategory / SailingRoute pickers. Types and helpers only (safe in the browser).

export interface ServiceOption {
  line: string;
  lineCode: string;
  scheduleCategory: string;
  sailingRoute: string;
}

export interface ScheduleOptions {
  lines: { name: string; code: string }[];
  services: ServiceOption[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Services of a line and category (either may be "" for any). */
export function servicesFor(options: ScheduleOptions, line: string, category = ""): ServiceOption[] {
  return options.services.filter(
    (s) => (!line || same(s.line, line)) && (!category || same(s.scheduleCategory, category)),
  );
}

/** Categories offered for a line (all when none is chosen), each once. */
export function categoriesFor(options: ScheduleOptions, line: string): string[] {
  return [...new Set(servicesFor(options, line).map((s) => s.scheduleCategory))].sort();
}
