// GET /api-docs — the API reference: Swagger UI from the swagger-ui-dist package (served by
// ./assets, no CDN) over /api/openapi.json. Public, like the document it shows.
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
  </style>
</head>
<body>
  <header class="qs-bar"><strong>Quayside</strong><span>Booking API reference · v1.0</span><a href="/api/openapi.json">openapi.json</a><a href="/">Portal</a></header>
  <main id="swagger-ui"></main>
  <script src="/api-docs/assets/swagger-ui-bundle.js"></script>
  <script>
    window.ui = SwaggerUIBundle({
      url: "/api/openapi.json",
      dom_id: "#swagger-ui",
      deepLinking: true,
      validatorUrl: null,
      docExpansion: "list",
      defaultModelsExpandDepth: 0,
      persistAuthorization: true,
      presets: [SwaggerUIBundle.presets.apis],
      layout: "BaseLayout",
    });
  </script>
</body>
</html>`;

export function GET(): Response {
  return new Response(HTML, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" } });
}
