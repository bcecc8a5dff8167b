// GET /api/bookings — the caller's bookings (an agent's own, a line's for its staff, all for admins), filtered, by cursor
import { handle } from "@/lib/api/handler";
import { listBookingsOperation } from "@/lib/api/operations/bookings";
import { pageBookings } from "@/lib/booking/read/page-bookings";

export const GET = handle(listBookingsOperation, async ({ caller, query }) => pageBookings(caller, query));
