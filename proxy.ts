// Pages need a session; the API answers for itself (session or API key, with the error envelope).
import { withAuth } from "next-auth/middleware";

export default withAuth({ pages: { signIn: "/signin" } });

export const config = {
  matcher: ["/((?!api/|_next/|signin|favicon\\.ico|.*\\.(?:png|svg|ico|webp|woff2?)$).*)"],
};
