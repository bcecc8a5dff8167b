// POST /api/items/{id}/milestones — record a milestone of an item (line staff, admins)
import { ApiError, atPath } from "@/lib/core/errors";
import { handle } from "@/lib/api/handler";
import { recordMilestoneOperation } from "@/lib/api/operations/feed";
import { recordMilestones } from "@/lib/feed/record-milestones";

export const POST = handle(recordMilestoneOperation, async ({ caller, body, params }) => {
  try {
    const [recorded] = await recordMilestones(caller, [{ itemId: params.id, milestone: body }]);
    return recorded;
  } catch (error) {
    // One item: paths are the body's own ("on"), not an index into a list ("[0].on"). The
    // messages keep what they were made from, so the edge still answers in the caller's language.
    if (error instanceof ApiError)
      throw new ApiError(
        error.code,
        error.said ? { text: error.message, said: error.said } : error.message,
        error.errors.map((e) => atPath(e, e.path.replace(/^\[0\]\.?/, ""))),
      );
    throw error;
  }
});
