// GET /api/voyages/{voyage}/ens.csv — the voyage's customs data set as CSV for its line's staff
import { handle } from "@/lib/api/handler";
import { voyageEnsCsvOperation } from "@/lib/api/operations/documents";
import { ensCsv, getEnsDataSet } from "@/lib/customs/ens-data-set";

export const GET = handle(voyageEnsCsvOperation, async ({ caller, params, query }) => {
  const set = await getEnsDataSet(caller, params.voyage, query.line);
  const name = `ens-${set.voyage.number.replace(/[^\w.-]/g, "_")}.csv`;
  return new Response(ensCsv(set), {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
    },
  });
});
