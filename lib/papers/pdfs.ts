import "server-only";
// Placeholder until the carrier layout is merged (replaced below in this branch).
import type { InvoiceView, TransportDocumentView } from "@/lib/papers/schemas";
export declare function transportDocumentPdf(view: TransportDocumentView): Promise<Buffer>;
export declare function deliveryOrderPdf(view: TransportDocumentView): Promise<Buffer>;
export declare function invoicePdf(view: InvoiceView): Promise<Buffer>;
export declare function creditNotePdf(note: unknown, invoice: InvoiceView): Promise<Buffer>;
