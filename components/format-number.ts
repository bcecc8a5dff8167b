// Numbers as the tables show them: grouped thousands, no trailing ".00", a dash for null.
const integer = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

export function formatInt(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : integer.format(value);
}

export function formatDecimal(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : decimal.format(value);
}
