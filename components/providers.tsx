"use client";
// Client-side context: the react-query cache. No next-auth SessionProvider: no page reads the
// session in the browser (the server renders who is signed in), and the provider would fetch
// /api/auth/session on every page load and ship its code for nothing.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } } }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
