import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getServerSession } from "next-auth";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import "@fontsource-variable/inter";
import "./globals.css";
import { AppHeader } from "@/components/app-header";
import { Providers } from "@/components/providers";
import { SkipLinks } from "@/components/skip-links";
import { authOptions } from "@/lib/auth/options";
import type { Messages } from "@/lib/i18n/catalogues";
import { INTL_LOCALE } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return { ...METADATA, description: t("description") };
}

const METADATA: Metadata = {
  title: { default: "Quayside", template: "%s · Quayside" },
  manifest: "/manifest.webmanifest",
  // Named here in full: an `icons` entry replaces the link Next.js would make for app/icon.svg,
  // and without one the browser asks for /favicon.ico (a 404). Home screens take the PNGs in public/.
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-touch-icon.png" },
  appleWebApp: { title: "Quayside", statusBarStyle: "default" },
};

export const viewport: Viewport = { themeColor: "#0f1f4b" };

/**
 * The catalogue the browser gets: every page's HTML carries it, so the namespaces no client
 * component reads (e-mails, PDFs, the server's refusals, which lib/i18n/sentences.ts bundles
 * itself) stay on the server. Without a session only the sign-in, tracking and error pages can
 * be reached: a consignee's phone gets their few namespaces, not the whole portal's.
 */
function clientMessages(messages: Messages, signedIn: boolean): Partial<Messages> {
  if (!signedIn)
    return { common: messages.common, shell: messages.shell, signin: messages.signin, track: messages.track };
  const { emails: _emails, documents: _documents, refusals: _refusals, validation: _validation, ...client } = messages;
  return client;
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [session, locale, t, messages] = await Promise.all([
    getServerSession(authOptions),
    getLocale(),
    getTranslations("shell"),
    getMessages(),
  ]);
  return (
    <html lang={INTL_LOCALE[locale]}>
      <body className="min-h-screen font-sans">
        <NextIntlClientProvider messages={clientMessages(messages, Boolean(session?.user))}>
          <SkipLinks />
          <Providers>
            {session?.user ? <AppHeader user={session.user} /> : null}
            {/* The skip link's target: focusable by script only, so no ring shows around the page. */}
            <div id="content" tabIndex={-1} className="focus:outline-none">
              {children}
            </div>
            {session?.user ? (
              <footer className="mx-auto max-w-screen-2xl px-4 pb-8 pt-4 text-xs text-slate-600 print:hidden">
                {t.rich("footer", {
                  reference: (chunks) => (
                    <a href="/api-docs" className="underline hover:text-slate-900">
                      {chunks}
                    </a>
                  ),
                  openapi: (chunks) => (
                    <a href="/api/openapi.json" className="underline hover:text-slate-900">
                      {chunks}
                    </a>
                  ),
                })}
              </footer>
            ) : null}
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
