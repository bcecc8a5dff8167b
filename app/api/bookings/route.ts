// GET /api/bookings — the caller's bookings (an agent's own, a line's for its staff, all for admins), filtered, by cursor
import { apiRoute } from "@/lib/api/handler";
import { bookingPageQuerySchema } from "@/lib/booking/booking-page-schema";
import { pageBookings } from "@/lib/booking/page-bookings";

export const GET = apiRoute({ access: ["AGENT", "STAFF", "ADMIN"], query: bookingPageQuerySchema }, async ({ caller, query }) => pageBookings(caller, query));
