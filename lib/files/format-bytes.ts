// A byte count as people read it, in binary units as the settings are (10 GiB = 10 × 1024³ bytes).
const UNITS = ["bytes", "KiB", "MiB", "GiB", "TiB"];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 100 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1);
  return `${shown} ${UNITS[unit]}`;
}
