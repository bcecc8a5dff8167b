"use server";
// Server action of the schedule pages: the service (line, trade route, sailing route) of voyages.
// Server actions are reachable by anyone who can post to the page: same rule as the pages.
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { describeVoyages } from "@/lib/schedule/voyage-services";

const keysSchema = z.array(z.object({ voyage: z.string().max(40), vessel: z.string().max(200) })).max(2000);

export const describeVoyagesAction = defineAction({ access: "signed-in", input: [keysSchema] }, (_, keys) =>
  describeVoyages(keys),
);
