// English left on a page rendered in French: the check that keeps the catalogues whole in use
// (lib/i18n/catalogues.test.ts keeps them whole on paper). A text counts as English when it holds a
// word the English catalogue uses and the French one never does ("Booking", "Vessels", "Save"):
// a hard-coded label, a message nobody moved into the catalogues, an English date.
import type { Page } from "@playwright/test";
import { englishMessages, frenchMessages } from "../lib/i18n/catalogues";
import { DEMO_SPACE } from "../lib/seed/demo-space";
import { LINES, SERVICES, VESSELS } from "../lib/seed/fleet";
import { PORTS } from "../lib/seed/ports";
import { unitModelCatalogue } from "../lib/seed/unit-models";

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
export async function englishLeftOn(page: Page, allowed: readonly RegExp[] = SEED_DATA): Promise<string[]> {
  const texts = (await textsOf(page)).filter((text) => !TEST_MADE.some((pattern) => pattern.test(text)));
  const english = texts.filter((text) => {
    const rest = allowed.reduce(
      (left, pattern) => left.replace(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`), " "),
      text,
    );
    return rest.split(/[^A-Za-z]+/).some((word) => word.length >= 4 && ENGLISH_ONLY.has(word.toLowerCase()));
  });
  return [...new Set(english)];
}

/**
 * Texts other browser tests type into the shared database while this one runs (CI runs every spec
 * against one portal): names and references carrying a run tag (T0MLONBAGT, EMX0MNAII-again), a
 * gate or yard location, a line's reason. They are data in the language their writer chose.
 */
const TEST_MADE: RegExp[] = [
  /\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,}\b/,
  /\b(Gate|Lane) \d+\b/,
  /\bE2E Forwarding\b/,
  /Give the unit's real weight/,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Data that stays as its owner wrote it whatever the page's language: the demo's lines, vessels,
 * trades, ports and terminals, unit models, agents, users and keys; time-zone ids, addresses,
 * voyage and route codes, key names.
 */
export const SEED_DATA: RegExp[] = [
  ...[
    ...LINES.map((line) => line.name),
    ...VESSELS.map((vessel) => vessel.name),
    ...SERVICES.map((service) => service.category),
    ...PORTS.flatMap((port) => [port.name ?? "", ...port.terminals.map(([, name]) => name)]),
    ...unitModelCatalogue().flatMap((model) => [
      model.description,
      `${model.make} ${model.model}`,
      model.model,
      model.make,
    ]),
    ...[DEMO_SPACE.agent.name, "Acme Auto Export", "Baltic Vehicle Forwarding", "Eurocar Exports BV"],
    ...["Alice Agent", "Bruno Baltic", "Olga Operator", "Quayside operations", "Lagos Motors Ltd"],
    ...["Acme integration", "Baltic integration", "Operator admin"],
    // names other browser tests give the users and agents they make, in the same database
    ...["Tomas Team"],
  ]
    .filter((name) => name.length > 0)
    // Longest first, so "Nordic Ro-Ro Lines Staff" goes before "Nordic Ro-Ro Lines" could split it.
    .sort((a, b) => b.length - a.length)
    .map((name) => new RegExp(`${escape(name)}(?: Staff)?`)),
  /\b(?:Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)\/[\w/+-]+(?: [A-Z][a-z]+)*/, // IANA zones as the select shows them
  /https?:\/\/\S+|[\w.+-]+@[\w.-]+/, // web and e-mail addresses
  /\b[A-Z]{4}\d{4}\b|\b[A-Z]{3,5}\b/, // voyage numbers, route and UN/LOCODE codes
  /\bCtrl\+\w+/, // key names
  /\bLead [A-Z0-9]+\b/, // the agents e2e/own-agent.ts makes
];
