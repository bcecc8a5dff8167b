"use client";
// The first thing a keyboard reaches: "Skip to content" (past the header), and "Skip to results"
// on pages whose results carry id="results" (past their filters). Hidden until focused.
import { useState, type MouseEvent } from "react";

const linkClass =
  "sr-only rounded bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50";

/**
 * Moves focus to the link's target itself: the browser's own fragment navigation did not always
 * focus it (once in CI the URL became #results while focus stayed on the link's page, hydration
 * under way). The URL still gains the fragment, as a history entry, as a plain link would.
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1);
  const target = document.getElementById(id);
  if (!target) return; // the browser does what it can
  event.preventDefault();
  window.history.pushState(window.history.state, "", `#${id}`);
  target.scrollIntoView(); // honours the target's scroll margin, below the sticky header
  target.focus({ preventScroll: true });
}

export function SkipLinks() {
  // Results render after the page's data, and pages change under the layout: look for them when
  // the keyboard arrives here, before the second link would be reached.
  const [hasResults, setHasResults] = useState(false);
  return (
    <div onFocus={() => setHasResults(Boolean(document.getElementById("results")))}>
      <a href="#content" className={linkClass} onClick={focusTarget}>
        Skip to content
      </a>
      {hasResults ? (
        <a href="#results" className={linkClass} onClick={focusTarget}>
          Skip to results
        </a>
      ) : null}
    </div>
  );
}
