// Any /api path that no route serves: the 404 envelope (Next would answer its HTML page).
import { ApiError } from "@/lib/core/errors";
import { errorResponse, servedApiRequest } from "@/lib/api/handler";
import { refusal } from "@/lib/i18n/sentences";

function notFound(req: Request): Promise<Response> {
  return servedApiRequest(req, async () =>
    errorResponse(new ApiError("NOT_FOUND", refusal("refusals.routes.noSuchPath"))),
  );
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
};
