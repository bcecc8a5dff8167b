// English left on a page rendered in French: the check that keeps the catalogues whole in use
// (lib/i18n/catalogues.test.ts keeps them whole on paper). A text counts as English when it holds a
// word the English catalogue uses and the French one never does ("Booking", "Vessels", "Save"):
// a hard-coded label, a message nobody moved into the catalogues, an English date.
import type { Page } from "@playwright/test";
import { englishMessages, frenchMessages } from "../lib/i18n/catalogues";

function wordsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    // Arguments ({count}) and tags (<link>) are not words of the text.
    for (const word of value.replace(/\{[^{}]*\}|<\/?\w+>/g, " ").split(/[^A-Za-z]+/))
      if (word.length >= 4) into.add(word.toLowerCase());
  } else if (value && typeof value === "object") for (const inner of Object.values(value)) wordsOf(inner, into);
  return into;
}

const french = wordsOf(frenchMessages);
// Month and day names the dates print, in English: a date left unlocalised.
const DATE_WORDS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "june", "july"];
/** Words only the English uses: their presence on a French page is English left behind. */
export const ENGLISH_ONLY = new Set([...wordsOf(englishMessages), ...DATE_WORDS].filter((word) => !french.has(word)));

/** Every text a user reads or hears: text nodes, and the names and hints in attributes. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const skip = (el: Element | null) => el?.closest("script, style, noscript, code, pre, [translate='no']");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !skip(node.parentElement)) out.push(text);
    }
    for (const el of document.body.querySelectorAll(
      "[aria-label], [title], [placeholder], [alt], [data-label], [data-sort-label]",
    ))
      for (const name of ["aria-label", "title", "placeholder", "alt", "data-label", "data-sort-label"]) {
        const value = el.getAttribute(name)?.trim();
        if (value && !skip(el)) out.push(value);
      }
    out.push(document.title);
    return out;
  });
}

/**
 * The texts of the page that read as English, `allowed` aside (data: names of lines, agents,
 * vessels and ports, which stay as their owners write them).
 */
export async function englishLeftOn(page: Page, allowed: readonly RegExp[] = []): Promise<string[]> {
  const texts = await textsOf(page);
  const english = texts.filter((text) => {
    const rest = allowed.reduce(
      (left, pattern) => left.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), " "),
      text,
    );
    return rest.split(/[^A-Za-z]+/).some((word) => word.length >= 4 && ENGLISH_ONLY.has(word.toLowerCase()));
  });
  return [...new Set(english)];
}
