// What an uploaded file is, judged by its own first bytes (never by its name or the type the
// client declares): PDF, JPEG, PNG, WebP or HEIC/HEIF. Anything else is refused (415).
export interface FileType {
  contentType: string;
  extension: string;
  image: boolean;
}

/** Bytes needed to judge every accepted type. */
export const SNIFF_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));

const HEIF_BRANDS = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"];

export function sniffFileType(head: Uint8Array): FileType | null {
  // PDF: "%PDF-" (readers accept it within the first KiB, but a real PDF starts with it).
  if (ascii(head, 0, "%PDF-")) return { contentType: "application/pdf", extension: "pdf", image: false };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { contentType: "image/jpeg", extension: "jpg", image: true };
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b))
    return { contentType: "image/png", extension: "png", image: true };
  if (ascii(head, 0, "RIFF") && ascii(head, 8, "WEBP"))
    return { contentType: "image/webp", extension: "webp", image: true };
  if (ascii(head, 4, "ftyp") && HEIF_BRANDS.some((brand) => ascii(head, 8, brand))) {
    const heic = ["heic", "heix", "heim", "heis", "hevc", "hevx"].some((brand) => ascii(head, 8, brand));
    return heic
      ? { contentType: "image/heic", extension: "heic", image: true }
      : { contentType: "image/heif", extension: "heif", image: true };
  }
  return null;
}

export const ACCEPTED_TYPES = [
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
] as const;
