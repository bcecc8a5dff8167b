"use client";
// The confirmations of the on-request queue's prices, kept above the queue. A priced unit leaves
// the queue when the page's data is refreshed after the save (the server action revalidates), and
// its form with it: a message in the form would vanish before anyone read it. This provider sits
// above the list, so it keeps its messages through the refresh.
import { useTranslations } from "next-intl";
import { createContext, useContext, useRef, useState, type ReactNode } from "react";

const AnnouncePriced = createContext<(text: string) => void>(() => {});

/** For a form of the queue: says that a unit was priced. */
export const useAnnouncePriced = () => useContext(AnnouncePriced);

export function PricedNotices({ children }: { children: ReactNode }) {
  const t = useTranslations("line.prices");
  const [notices, setNotices] = useState<string[]>([]);
  const region = useRef<HTMLDivElement>(null);
  const announce = (text: string) => {
    setNotices((list) => [text, ...list].slice(0, 5));
    // the button that was pressed leaves with its row: focus goes to the confirmation, not the page's top
    region.current?.focus();
  };
  return (
    <AnnouncePriced.Provider value={announce}>
      {/* Always in the page, so a screen reader announces what arrives in it. */}
      <div ref={region} tabIndex={-1} role="status" aria-label={t("priced")} className="mb-4 outline-none">
        {notices.length ? (
          <ul className="space-y-1 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {notices.map((text, i) => (
              <li key={notices.length - i}>{text}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {children}
    </AnnouncePriced.Provider>
  );
}
