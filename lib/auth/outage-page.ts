// The page answered (503) when the database cannot be reached: plain words, no error text, a way
// to try again. Self-contained (inline styles only) so it needs nothing else the portal serves.
export const RETRY_AFTER_SECONDS = 30;

export function serviceUnavailablePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service unavailable · Quayside</title>
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
  <h1>Quayside is unavailable just now</h1>
  <p>We cannot reach our database at the moment. Nothing you saved is lost. Please try again in a minute.</p>
  <a href="">Try again</a>
</main>
</body>
</html>`;
}
