// Word search over the unit-model catalogue: the same folding as UnitModel.searchText
// (lib/seed/seed.ts folds with this one), so "kogel" finds "Kögel".

/** Lower-cased, accent-free text with single spaces. */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a search, folded; each must occur in the searchText (as a substring). */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(foldForSearch(search).split(" ").filter(Boolean))];
}

/** A LIKE pattern that finds `word` anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
