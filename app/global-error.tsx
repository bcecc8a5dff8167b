"use client";
// The last resort, when the root layout itself failed: it replaces the whole document, so it
// brings its own <html> and plain styles (the app's CSS may be what failed).
import { useEffect } from "react";

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <head>
        <title>Something went wrong · Quayside</title>
      </head>
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", background: "#f8fafc", color: "#0f172a" }}>
        <header style={{ background: "#0f1f4b", color: "#fff", padding: "12px 16px", fontWeight: 600 }}>
          Quayside
        </header>
        <main style={{ maxWidth: 560, margin: "0 auto", padding: "64px 16px", textAlign: "center" }}>
          <h1 style={{ fontSize: 24, margin: "0 0 12px" }}>The portal could not be shown</h1>
          <p style={{ color: "#475569", lineHeight: 1.5 }}>
            Something failed before the page could load. Try again in a moment
            {error.digest ? ` (reference ${error.digest})` : ""}.
          </p>
          <p style={{ marginTop: 24, display: "flex", gap: 12, justifyContent: "center" }}>
            <button
              type="button"
              onClick={reset}
              style={{
                background: "#1d4ed8",
                color: "#fff",
                border: 0,
                borderRadius: 4,
                padding: "8px 14px",
                fontSize: 14,
                cursor: "pointer",
              }}
            >
              Try again
            </button>
            {/* A full page load, not client navigation: the app around this page is what failed. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: the app's router is what failed */}
            <a
              href="/"
              style={{
                border: "1px solid #cbd5e1",
                borderRadius: 4,
                padding: "8px 14px",
                fontSize: 14,
                color: "#334155",
                textDecoration: "none",
                background: "#fff",
              }}
            >
              Home
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
