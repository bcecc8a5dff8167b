// A response's JSON body read with a schema instead of cast to a type: a body that is not JSON, or
// not of the shape, is null, which the caller answers as it answers a failed request (issue 34).
import type { z } from "zod";

export async function readJson<S extends z.ZodType>(res: Response, schema: S): Promise<z.output<S> | null> {
  const body: unknown = await res.json().catch(() => null);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
