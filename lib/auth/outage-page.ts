// Plain pages the proxy answers itself: 503 when the database cannot be reached, 403 to a change
// (a server action's POST) sent from another site. Plain words, no error text, a way on.
// Self-contained (inline styles only) so they need nothing else the portal serves.
export const RETRY_AFTER_SECONDS = 30;

export function serviceUnavailablePage(): string {
  return plainPage({
    title: "Service unavailable",
    heading: "Quayside is unavailable just now",
    text: "We cannot reach our database at the moment. Nothing you saved is lost. Please try again in a minute.",
    link: { href: "", label: "Try again" },
  });
}

export function crossOriginRefusedPage(): string {
  return plainPage({
    title: "Request refused",
    heading: "This change did not come from Quayside",
    text: "Changes are accepted only from Quayside's own pages, and this one was sent from another site. Nothing was changed.",
    link: { href: "/", label: "Open Quayside" },
  });
}

function plainPage({
  title,
  heading,
  text,
  link,
}: {
  title: string;
  heading: string;
  text: string;
  link: { href: string; label: string };
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Quayside</title>
<style>
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 16px; box-sizing: border-box;
         font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f1f5f9; color: #0f172a; }
  main { max-width: 28rem; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 1px 3px rgba(15, 23, 42, .15); }
  h1 { margin: 0 0 8px; font-size: 1.25rem; }
  p { margin: 0 0 16px; line-height: 1.5; color: #334155; }
  a { display: inline-block; background: #1d4ed8; color: #fff; padding: 8px 14px; border-radius: 6px; text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #93c5fd; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>${heading}</h1>
  <p>${text}</p>
  <a href="${link.href}">${link.label}</a>
</main>
</body>
</html>`;
}
