// GET /api/voyages/{voyage}/ens — the voyage's customs data set (EU ENS) for its line's staff
import { handle } from "@/lib/api/handler";
import { voyageEnsOperation } from "@/lib/api/operations/documents";
import { getEnsDataSet } from "@/lib/customs/ens-data-set";

export const GET = handle(voyageEnsOperation, ({ caller, params, query }) =>
  getEnsDataSet(caller, params.voyage, query.line),
);
