import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getServerSession } from "next-auth";
import "@fontsource-variable/inter";
import "./globals.css";
import { AppHeader } from "@/components/app-header";
import { Providers } from "@/components/providers";
import { authOptions } from "@/lib/auth/options";

export const metadata: Metadata = {
  title: { default: "Quayside", template: "%s · Quayside" },
  description: "Ro-ro schedules, bookings and item updates for shipping lines and their agents.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await getServerSession(authOptions);
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <Providers>
          {session?.user ? <AppHeader user={session.user} /> : null}
          {children}
          {session?.user ? (
            <footer className="mx-auto max-w-screen-2xl px-4 pb-8 pt-4 text-xs text-slate-600">
              Integrating? The <a href="/api-docs" className="underline hover:text-slate-900">API reference</a> documents every route{" "}
              (<a href="/api/openapi.json" className="underline hover:text-slate-900">OpenAPI 3.1</a>).
            </footer>
          ) : null}
        </Providers>
      </body>
    </html>
  );
}
