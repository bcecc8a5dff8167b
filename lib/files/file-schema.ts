// The schemas of uploads (free of server imports: the booking form reads them too).
import { z } from "zod";
import { recordIdSchema } from "@/lib/core/operation";

/** Where Quayside serves an uploaded file: the only Url an ExtFile may carry. */
export const fileUrl = (id: number) => `/api/files/${id}`;

/** The file id a Url of Quayside's own names (relative, or absolute on `origin`), else null. */
export function fileIdOfUrl(url: string, origin?: string | null): number | null {
  let path = url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) {
    if (!origin) return null;
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.origin !== new URL(origin).origin || parsed.search || parsed.hash) return null;
    path = parsed.pathname;
  }
  const match = /^\/api\/files\/([1-9]\d{0,9})$/.exec(path);
  return match ? Number(match[1]) : null;
}

export const uploadQuerySchema = z.object({
  name: z
    .string()
    .max(300)
    .optional()
    .meta({ description: "The file's name, for a raw body (multipart bodies carry their own)" }),
  agentId: recordIdSchema
    .optional()
    .meta({ description: "The agent that owns the file: staff and admins only (required for them)" }),
  stripLocation: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => v === "true" || v === "1")
    .meta({ description: "JPEG: remove Exif and XMP (APP1) metadata, where the GPS position is kept" }),
});
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export const uploadedFileSchema = z
  .object({
    Id: z.number().int().meta({ description: "Put this ExtFile (Id, Name, Url) into a save" }),
    Name: z.string(),
    Url: z.string().meta({ description: "GET it for the bytes: /api/files/{Id}" }),
    ContentType: z.string().meta({ description: "The type judged from the file's bytes" }),
    Size: z.number().int(),
  })
  .meta({ id: "UploadedFile" });
export type UploadedFileAnswer = z.infer<typeof uploadedFileSchema>;

export const fileDownloadQuerySchema = z.object({
  download: z
    .enum(["1", "true"])
    .optional()
    .meta({ description: "Content-Disposition: attachment (inline otherwise)" }),
});
