// The catalogues stay whole: French has every key English has and no other, each message parses
// as ICU and names the same arguments and tags in both languages, and none is empty. A new text
// cannot land without its French (decision 119).
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { englishMessages, frenchMessages } from "@/lib/i18n/catalogues";
import { negotiateLocale } from "@/lib/i18n/locales";
import { formatMoney } from "@/lib/pricing/money";
import { formatDate, formatWallClock } from "@/lib/time/format";

/** Every message of a catalogue by its dotted key. */
function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (inner && typeof inner === "object") for (const [k, v] of flatten(inner, path)) out.set(k, v);
      else out.set(path, inner);
    }
  }
  return out;
}

/** The arguments and tags a message names, sorted: "arg:count", "tag:link". */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if (element.type === TYPE.tag) {
        names.add(`tag:${element.value}`);
        walk(element.children);
        continue;
      }
      names.add(`arg:${element.value}`);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const english = flatten(englishMessages);
const french = flatten(frenchMessages);

describe("the catalogues", () => {
  it("French has every English key and no other", () => {
    expect([...english.keys()].filter((key) => !french.has(key))).toEqual([]);
    expect([...french.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect(new Set(Object.keys(frenchMessages))).toEqual(new Set(Object.keys(englishMessages)));
  });

  it("every message is text, not empty, and parses as ICU", () => {
    for (const [key, message] of [...english, ...french]) {
      expect(typeof message, key).toBe("string");
      expect(String(message).trim(), key).not.toBe("");
      expect(() => parse(String(message)), key).not.toThrow();
    }
  });

  it("a French message names the same arguments and tags as its English", () => {
    const differing = [...english]
      .filter(([key]) => french.has(key))
      .filter(([key, message]) => placeholders(String(message)).join() !== placeholders(String(french.get(key))).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

describe("the language of a browser", () => {
  it("takes the best of ours by quality, then order, and English when none", () => {
    expect(negotiateLocale("fr-BE,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(negotiateLocale("de-DE,en;q=0.5,fr;q=0.7")).toBe("fr");
    expect(negotiateLocale("en-US,fr;q=0.9")).toBe("en");
    expect(negotiateLocale("de, nl;q=0.5")).toBe("en");
    expect(negotiateLocale("fr;q=0")).toBe("en");
    expect(negotiateLocale(null)).toBe("en");
    expect(negotiateLocale("")).toBe("en");
  });
});

describe("dates and money per language", () => {
  it("writes French dates and amounts as a French clerk would", () => {
    expect(formatDate("2026-11-24", "fr")).toBe("mar. 24 nov. 2026");
    expect(formatDate("2026-11-24")).toBe("Tue 24 Nov 2026");
    expect(formatWallClock("2026-11-24T14:00:00", { locale: "fr" })).toBe("mar. 24 nov. 14:00");
    expect(formatMoney(123450n, "EUR", "fr")).toBe("1\u202f234,50\u00a0EUR");
    expect(formatMoney(123450n, "EUR")).toBe("EUR 1,234.50");
  });
});
