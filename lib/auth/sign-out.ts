// Signing out from the browser, as next-auth's own client does it (its CSRF token, then a form
// post to its sign-out route, which ends this session: the user's other devices stay signed in),
// without shipping
// next-auth's client library on every page for this one call.
import { readJson } from "@/lib/core/read-json";
import { z } from "zod";
export async function signOutOfPortal(): Promise<void> {
  const csrf = await fetch("/api/auth/csrf", { headers: { accept: "application/json" } });
  if (!csrf.ok) throw new Error(`sign-out: ${csrf.status}`);
  const token = await readJson(csrf, z.object({ csrfToken: z.string() }));
  if (!token) throw new Error("sign-out: no CSRF token");
  const { csrfToken } = token;
  const res = await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/signin", json: "true" }),
  });
  if (!res.ok) throw new Error(`sign-out: ${res.status}`);
  // A full load on purpose: nothing of the signed-in pages may stay in the client router's cache.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load empties the router's cache
  window.location.assign("/signin");
}
