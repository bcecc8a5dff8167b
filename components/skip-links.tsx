"use client";
// The first thing a keyboard reaches: "Skip to content" (past the header), and "Skip to results"
// on pages whose results carry id="results" (past their filters). Hidden until focused.
import { useState } from "react";

const linkClass =
  "sr-only rounded bg-white px-3 py-2 text-sm font-medium text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50";

export function SkipLinks() {
  // Results render after the page's data, and pages change under the layout: look for them when
  // the keyboard arrives here, before the second link would be reached.
  const [hasResults, setHasResults] = useState(false);
  return (
    <div onFocus={() => setHasResults(Boolean(document.getElementById("results")))}>
      <a href="#content" className={linkClass}>
        Skip to content
      </a>
      {hasResults ? (
        <a href="#results" className={linkClass}>
          Skip to results
        </a>
      ) : null}
    </div>
  );
}
