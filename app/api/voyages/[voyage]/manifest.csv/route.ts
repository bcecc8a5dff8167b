// GET /api/voyages/{voyage}/manifest.csv — the voyage's manifest as CSV for its line's staff
import { handle } from "@/lib/api/handler";
import { voyageManifestCsvOperation } from "@/lib/api/operations/documents";
import { getManifest, manifestCsv } from "@/lib/documents/voyage-manifest";

export const GET = handle(voyageManifestCsvOperation, async ({ caller, params, query }) => {
  const manifest = await getManifest(caller, params.voyage, query.line);
  const name = `manifest-${manifest.voyage.number.replace(/[^\w.-]/g, "_")}.csv`;
  return new Response(manifestCsv(manifest), {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "private, no-store",
    },
  });
});
