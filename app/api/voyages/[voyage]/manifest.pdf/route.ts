// GET /api/voyages/{voyage}/manifest.pdf — the voyage's manifest for its line's staff
import { handle } from "@/lib/api/handler";
import { voyageManifestPdfOperation } from "@/lib/api/operations/documents";
import { getManifest, manifestPdf } from "@/lib/documents/voyage-manifest";
import { documentLocale, pdfResponse } from "@/lib/documents/pdf";

export const GET = handle(voyageManifestPdfOperation, async ({ caller, params, query, req }) => {
  const manifest = await getManifest(caller, params.voyage, query.line);
  return pdfResponse(
    await manifestPdf(manifest, documentLocale(req)),
    `manifest-${manifest.voyage.number.replace(/[^\w.-]/g, "_")}.pdf`,
  );
});
