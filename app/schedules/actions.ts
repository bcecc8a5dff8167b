"use server";
// Server action of the schedule pages: the service (line, trade route, sailing route) of voyages.
import { getServerSession } from "next-auth";
import { z } from "zod";
import { authOptions } from "@/lib/auth/options";
import { describeVoyages, type VoyageService } from "@/lib/schedule/voyage-services";

const keysSchema = z.array(z.object({ voyage: z.string().max(40), vessel: z.string().max(200) })).max(2000);

export async function describeVoyagesAction(keys: unknown): Promise<VoyageService[]> {
  // Server actions are reachable by anyone who can post to the page: same rule as the pages.
  const session = await getServerSession(authOptions);
  if (!session?.user) throw new Error("Sign in to see schedules.");
  return describeVoyages(keysSchema.parse(keys));
}
