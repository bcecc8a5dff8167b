import "server-only";
// A schedule read answered for a page's first render, from the same read service (and cache) the
// API route answers from: the page hands it to its list's query as initial data, so the list is in
// the HTML instead of waiting for the browser to load, hydrate and fetch it (issue 40, item 13).
import type { z } from "zod";
import type { ReadDefinition } from "@/lib/reads/read-definitions";
import { readService } from "@/lib/reads/service-holder";
import type { InitialRead } from "@/lib/hooks/api-get";

/** The read's answer for `params` (empty values dropped), or null when they are not valid. */
export async function readForPage<T>(
  read: ReadDefinition<z.ZodObject>,
  params: Record<string, string | string[] | undefined>,
): Promise<InitialRead<T> | null> {
  const clean = Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
    ),
  );
  const query = read.query.safeParse(clean);
  // a bad value is left to the browser, which shows the API's own message for it
  if (!query.success) return null;
  const answer = await readService().answer(read, query.data);
  if (answer.status !== 200 || answer.coding !== "identity") return null;
  return { params: clean, data: JSON.parse(answer.body.toString("utf8")) as T };
}
