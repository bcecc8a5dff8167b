// GET /api-docs — the API reference: Swagger UI from the swagger-ui-dist package (served by
// ./assets, no CDN) over /api/openapi.json. Public, like the document it shows. The guides are
// Markdown files of the repository (docs/integrators/), which the portal does not serve: the page
// names their folder rather than linking to a copy that could drift.
import { contentSecurityPolicy, newNonce } from "@/lib/auth/page-headers";

const HTML = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Quayside API reference</title>
  <link rel="icon" type="image/png" href="/api-docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/api-docs/assets/swagger-ui.css">
  <style>
    body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #fff; }
    .qs-bar { display: flex; align-items: center; gap: 16px; padding: 12px 24px; background: #0f2a44; color: #fff; }
    .qs-bar strong { font-size: 16px; letter-spacing: .02em; }
    .qs-bar span { opacity: .75; font-size: 14px; }
    .qs-bar a { margin-left: auto; color: #cfe3ff; font-size: 14px; text-decoration: none; }
    .qs-bar a + a { margin-left: 0; }
    .swagger-ui .topbar { display: none; }
    /* Swagger UI's own colours fall short of 4.5:1 against white text or background: darker shades of the same hues. */
    .swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5fa8; }
    .swagger-ui .opblock.opblock-post .opblock-summary-method { background: #137a4c; }
    .swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a44d06; }
    .swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }
    .swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }
    .swagger-ui .btn.authorize { color: #137a4c; border-color: #137a4c; }
    .swagger-ui .btn.authorize span, .swagger-ui .btn.authorize svg { color: #137a4c; fill: #137a4c; }
    .swagger-ui .info .url, .swagger-ui .info a { color: #1d4ed8; }
    .swagger-ui .info .title small.version-stamp { background: #4d7c0f; }
    .swagger-ui .info .title small { background: #475569; }
    .swagger-ui :focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
    @media (max-width: 640px) { .qs-bar { flex-wrap: wrap; padding: 12px 16px; } .swagger-ui .wrapper { padding: 0 12px; } }
  </style>
</head>
<body>
  <header class="qs-bar"><strong>Quayside</strong><span>Booking API reference · v1.0</span><span>Guides: <code>docs/integrators/</code> in the Quayside repository</span><a href="/api/openapi.json">openapi.json</a><a href="/">Portal</a></header>
  <main id="swagger-ui"></main>
  <script nonce="__NONCE__" src="/api-docs/assets/swagger-ui-bundle.js"></script>
  <script nonce="__NONCE__">
    window.ui = SwaggerUIBundle({
      url: "/api/openapi.json",
      dom_id: "#swagger-ui",
      // No deep links: they put a link inside each operation's toggle button (a control in a control).
      deepLinking: false,
      validatorUrl: null,
      docExpansion: "list",
      defaultModelsExpandDepth: 0,
      persistAuthorization: true,
      presets: [SwaggerUIBundle.presets.apis],
      layout: "BaseLayout",
      // Swagger UI leaves its server picker without a name.
      onComplete: () => document.querySelectorAll("#servers").forEach((el) => el.setAttribute("aria-label", "Server")),
    });
  </script>
</body>
</html>`;

// The page's one inline script runs by this answer's nonce; no other inline script can.
export function GET(): Response {
  const nonce = newNonce();
  return new Response(HTML.replaceAll("__NONCE__", nonce), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      "content-security-policy": contentSecurityPolicy(nonce),
      "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    },
  });
}
