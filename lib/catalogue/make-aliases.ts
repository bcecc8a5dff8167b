// The short names people write for makes, in the catalogue's spelling: a pasted "VW Golf" is the
// catalogue's Volkswagen Golf, "Merc Sprinter" its Mercedes-Benz Sprinter. Browser-safe.
import { foldForSearch } from "@/lib/catalogue/search-text";

/** Short name (folded, one word) → the make as the catalogue spells it. */
const MAKE_ALIASES: Record<string, string> = {
  vw: "Volkswagen",
  volkswagon: "Volkswagen",
  merc: "Mercedes-Benz",
  mercedes: "Mercedes-Benz",
  benz: "Mercedes-Benz",
  mb: "Mercedes-Benz",
  chevy: "Chevrolet",
  chev: "Chevrolet",
  bimmer: "BMW",
  beemer: "BMW",
  landrover: "Land Rover",
  lr: "Land Rover",
  harley: "Harley-Davidson",
  hd: "Harley-Davidson",
  mitsu: "Mitsubishi",
  cat: "Caterpillar",
  deere: "John Deere",
  jd: "John Deere",
  schmitz: "Schmitz Cargobull",
  cargobull: "Schmitz Cargobull",
  vauxhall: "Opel",
};

const fold = (s: string) =>
  foldForSearch(s)
    .replace(/[.\-_]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The text with its first word in the catalogue's spelling of the make when that word is a known
 * short name ("VW Golf" → "Volkswagen Golf"); unchanged otherwise, and when the make is already
 * written out ("Mercedes Benz Sprinter", "Mercedes-Benz Sprinter").
 */
export function withCatalogueMake(text: string): string {
  const trimmed = text.trim();
  const [first] = trimmed.split(/\s+/);
  const make = MAKE_ALIASES[foldForSearch(first).replace(/\.$/, "")];
  if (!make || fold(trimmed).startsWith(fold(make))) return text;
  return `${make}${trimmed.slice(first.length)}`;
}
