import createNextIntlPlugin from "next-intl/plugin";

// next-intl reads each request's language and catalogue there (decision 119).
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // `npm test` type-checks every file with tsc before it builds (scripts/test-all.sh): it tells the
  // build so, and the build does not check them a second time (about a minute of CI on two cores).
  typescript: { ignoreBuildErrors: process.env.QUAYSIDE_TYPECHECKED === "1" },
  // The generated Prisma client lives in lib/generated and is bundled; pg/PGlite stay external.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pdfkit"],
  // Headers of every answer, API and assets included (pages add their CSP in proxy.ts).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
      {
        // Behind a TLS-terminating proxy: browsers keep to https from then on.
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
