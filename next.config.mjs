/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typedRoutes: false,
  // The generated Prisma client lives in lib/generated and is bundled; pg/PGlite stay external.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket"],
};

export default nextConfig;
