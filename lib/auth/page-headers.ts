// Security headers of the portal's pages. Scripts run only with this response's nonce (no
// 'unsafe-inline' for scripts; Next.js puts the nonce on its own scripts when it finds it in the
// request's CSP header); styles may be inline (React style attributes). HSTS only over TLS.
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export function contentSecurityPolicy(nonce: string, options: { dev?: boolean; https?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': chunks loaded by a nonce'd script run too. Dev's React refresh needs eval.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Headers every page answer carries (the API's are set in next.config.mjs). */
export function pageSecurityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
