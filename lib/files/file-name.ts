// File names as stored and sent back (free of server imports). A name is shown to people (the
// booking page, a download's Content-Disposition), so characters that change how the rest reads
// without being seen are removed: controls, Unicode format characters (bidi overrides and
// isolates that make "invoice\u202Egpj.pdf" read "invoicefdp.jpg", zero-width spaces and joiners,
// the BOM, soft hyphens), line and paragraph separators, and lone surrogates PostgreSQL cannot store.
import type { FileType } from "@/lib/files/file-type";

const UNSEEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** The text without the characters that are not seen; trimmed. */
export function visibleText(text: string): string {
  return text.replace(UNSEEN, "").trim();
}

/**
 * An uploaded file's name: the last path segment, visible characters only, no quotes, at most
 * 200 characters, ending in the extension of its real type.
 */
export function cleanFileName(name: string | null | undefined, type: FileType): string {
  const base = visibleText((name ?? "").split(/[\\/]/).pop()!.replace(/"/g, ""))
    .slice(0, 200)
    // slicing may cut a surrogate pair in two
    .replace(UNSEEN, "");
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, "") || "file";
  return `${stem}.${type.extension}`;
}
