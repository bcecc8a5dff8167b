// Pages need a session; the API answers for itself (session or API key, with the error envelope);
// the API reference (/api-docs) is public, like /api/openapi.json.
import { withAuth } from "next-auth/middleware";

export default withAuth({ pages: { signIn: "/signin" } });

export const config = {
  matcher: ["/((?!api/|api-docs|_next/|signin|favicon\\.ico|.*\\.(?:png|svg|ico|webp|woff2?)$).*)"],
};
