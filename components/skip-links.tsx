"use client";
// The first thing a keyboard reaches: "Skip to content" (past the header), and "Skip to results"
// on pages whose results carry id="results" (past their filters). Hidden until focused.
import { useState, type MouseEvent } from "react";
import { useTranslations } from "next-intl";

const linkClass =
  "sr-only rounded bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50";

/** How long a skip link waits for its target to be shown (a list still streaming in). */
const REVEAL_WAIT_MS = 5_000;

/**
 * Moves focus to the link's target itself, once the target is shown. A list that renders after
 * its data arrives first sits in a hidden holder React streams it into, and is revealed a moment
 * later: the browser's own fragment navigation then neither scrolled nor focused (CI saw the URL
 * become #results while focus stayed on the link). The URL still gains the fragment, as a
 * history entry, as a plain link would.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  if (!document.getElementById(id)) return; // the browser does what it can
  event.preventDefault();
  window.history.pushState(window.history.state, "", `#${id}`);
  const giveUpAt = Date.now() + REVEAL_WAIT_MS;
  const focusWhenShown = () => {
    const target = document.getElementById(id);
    if (target && target.getClientRects().length > 0) {
      target.scrollIntoView(); // honours the target's scroll margin, below the sticky header
      target.focus({ preventScroll: true });
    } else if (Date.now() < giveUpAt) {
      setTimeout(focusWhenShown, 50);
    }
  };
  focusWhenShown();
}

export function SkipLinks() {
  // Results render after the page's data, and pages change under the layout: look for them when
  // the keyboard arrives here, before the second link would be reached.
  const [hasResults, setHasResults] = useState(false);
  const t = useTranslations("shell.skip");
  return (
    <div onFocus={() => setHasResults(Boolean(document.getElementById("results")))}>
      <a href="#content" className={linkClass} onClick={focusTarget}>
        {t("content")}
      </a>
      {hasResults ? (
        <a href="#results" className={linkClass} onClick={focusTarget}>
          {t("results")}
        </a>
      ) : null}
    </div>
  );
}
