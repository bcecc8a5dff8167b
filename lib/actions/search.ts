"use server";
// The header's search box: bookings by number, reference or VIN, as the caller may see them.
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { findBookings } from "@/lib/search/find-bookings";

/** Anything but text searches for nothing. */
const searchText = z.string().catch("");

export const findBookingsAction = defineAction({ access: "signed-in", input: [searchText] }, (caller, text) =>
  findBookings(caller, text),
);
