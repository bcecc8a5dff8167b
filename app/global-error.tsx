"use client";
// The last resort, when the root layout itself failed: it replaces the whole document, so it
// brings its own <html> and plain styles (the app's CSS may be what failed).
import { useEffect, useSyncExternalStore } from "react";
import en from "@/lib/i18n/messages/en/shell.json";
import fr from "@/lib/i18n/messages/fr/shell.json";
import { INTL_LOCALE, LOCALE_COOKIE, negotiateLocale, isLocale } from "@/lib/i18n/locales";

const noSubscription = () => () => {};

/** The language of this page without the app around it: the locale cookie, else the browser's. */
function pageLocale() {
  const cookie = document.cookie.match(new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`))?.[1];
  return isLocale(cookie) ? cookie : negotiateLocale(navigator.languages.join(","));
}

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The browser's answer once hydrated; English in the server's render.
  const locale = useSyncExternalStore(noSubscription, pageLocale, () => "en" as const);
  useEffect(() => {
    console.error(error);
  }, [error]);
  const words = (locale === "fr" ? fr : en).globalError;
  return (
    <html lang={INTL_LOCALE[locale]}>
      <head>
        <title>{words.pageTitle}</title>
      </head>
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", background: "#f8fafc", color: "#0f172a" }}>
        <header style={{ background: "#0f1f4b", color: "#fff", padding: "12px 16px", fontWeight: 600 }}>
          Quayside
        </header>
        <main style={{ maxWidth: 560, margin: "0 auto", padding: "64px 16px", textAlign: "center" }}>
          <h1 style={{ fontSize: 24, margin: "0 0 12px" }}>{words.title}</h1>
          <p style={{ color: "#475569", lineHeight: 1.5 }}>
            {error.digest ? words.bodyWithReference.replace("{digest}", error.digest) : words.body}
          </p>
          <p style={{ marginTop: 24, display: "flex", gap: 12, justifyContent: "center" }}>
            {/* raw <button>: inline styles, the stylesheet is not loaded when the root layout failed */}
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
              {words.retry}
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
              {words.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
