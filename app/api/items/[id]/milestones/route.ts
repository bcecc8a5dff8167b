// POST /api/items/{id}/milestones — record a milestone of an item (line staff, admins)
import { ApiError } from "@/lib/api/errors";
import { apiRoute } from "@/lib/api/handler";
import { recordMilestones } from "@/lib/feed/record-milestones";

export const POST = apiRoute({ access: ["STAFF", "ADMIN"] }, async ({ caller, body, params }) => {
  const itemId = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? "") || !Number.isSafeInteger(itemId)) throw new ApiError("NOT_FOUND", `Item ${params.id} does not exist.`);
  try {
    const [recorded] = await recordMilestones(caller, [{ itemId, milestone: body as never }]);
    return recorded;
  } catch (error) {
    // One item: paths are the body's own ("on"), not an index into a list ("[0].on").
    if (error instanceof ApiError) throw new ApiError(error.code, error.message, error.errors.map((e) => ({ ...e, path: e.path.replace(/^\[0\]\.?/, "") })));
    throw error;
  }
});
