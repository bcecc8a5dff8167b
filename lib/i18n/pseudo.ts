// The pseudo-locale (en-XA): every letter of the English catalogue accented ("Save" → "Šàṽé"),
// arguments, plural and select keys and tags left as they are. A page rendered in it shows at a
// glance, and to e2e/french.spec.ts by rule, any text that did not come from a catalogue.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
const ACCENT = new Map([...PLAIN].map((letter, i) => [letter, [...ACCENTED][i]]));

export function accent(text: string): string {
  return [...text].map((c) => ACCENT.get(c) ?? c).join("");
}

function accentElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: accent(element.value) };
      case TYPE.tag:
        return { ...element, children: accentElements(element.children) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: accentElements(option.value) },
            ]),
          ),
        };
      default:
        return element;
    }
  });
}

/** One message in the pseudo-locale. */
export function pseudoMessage(message: string): string {
  return printAST(accentElements(parse(message)));
}

/** A whole catalogue (nested objects of messages) in the pseudo-locale: the same keys, as T. */
export function pseudoCatalogue<T>(messages: T): T {
  // JSON's reviver visits every string of the copy; the keys and nesting stay T's.
  return JSON.parse(JSON.stringify(messages), (_key, value: unknown) =>
    typeof value === "string" ? pseudoMessage(value) : value,
  );
}
