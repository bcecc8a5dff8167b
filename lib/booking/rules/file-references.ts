import "server-only";
// The booking save's check of its ExtFiles (PaperForCustoms, InvoicePaper, Photos; a sub unit's
// and sub item's PaperForCustoms): each one the save will store must name, by Id, a file
// uploaded by the booking's own agent (NOT_FOUND at its path otherwise), and its Url, when sent,
// must be Quayside's own /api/files/{Id} (VALIDATION_FAILED `foreign_url`: a `javascript:` or an
// outside host's URL is never stored). `Id` 0 (or null) without a Url is "no file".
// The checked files are normalised to {Id, Name, Url: /api/files/{Id}}, the Name without unseen
// characters (lib/files/file-name.ts).
import type { Tx } from "@/lib/db/prisma";
import { siteEnv } from "@/lib/env";
import type { PlannedItem } from "@/lib/booking/save/plan-items";
import type { RuleErrors } from "@/lib/booking/rules/rule-errors";
import type { ExtBooking, ExtFile } from "@/lib/booking/message/save-schema";
import { fileIdOfUrl, fileUrl } from "@/lib/files/file-schema";
import { visibleText } from "@/lib/files/file-name";
import { lockAgentFileReferences } from "@/lib/files/purge-orphans";
import { refusal } from "@/lib/i18n/sentences";

/** Sent, and the save will store it. */
interface Reference {
  path: string;
  file: ExtFile;
}

export async function checkFileReferences(
  tx: Tx,
  input: { agentId: number; message: ExtBooking; planned: PlannedItem[]; errors: RuleErrors },
): Promise<void> {
  const refs = storedReferences(input.message, input.planned);
  if (!refs.length) return;
  const origin = siteEnv().NEXTAUTH_URL ?? null;
  const wanted: Reference[] = [];
  for (const ref of refs) {
    const { file, path } = ref;
    if (file.Url) {
      const id = fileIdOfUrl(file.Url, origin);
      if (id === null) {
        input.errors.add("VALIDATION_FAILED", `${path}.Url`, "foreign_url", refusal("refusals.booking.foreignUrl"));
        continue;
      }
      if (file.Id && file.Id !== id) {
        input.errors.add(
          "VALIDATION_FAILED",
          `${path}.Url`,
          "url_mismatch",
          refusal("refusals.booking.urlMismatch", { url: String(id), id: String(file.Id) }),
        );
        continue;
      }
      file.Id = id;
    }
    wanted.push(ref);
  }
  const ids = [...new Set(wanted.map((r) => r.file.Id!))];
  // Held to the save's commit: the purge of orphans waits for it (lib/files/purge-orphans.ts).
  if (ids.length) await lockAgentFileReferences(tx, input.agentId, "shared");
  const found = ids.length
    ? await tx.uploadedFile.findMany({
        where: { id: { in: ids }, agentId: input.agentId, complete: true },
        select: { id: true, name: true },
      })
    : [];
  const byId = new Map(found.map((f) => [f.id, f]));
  for (const { path, file } of wanted) {
    const stored = byId.get(file.Id!);
    if (!stored) {
      input.errors.add(
        "NOT_FOUND",
        `${path}.Id`,
        "file_not_found",
        refusal("refusals.booking.fileNotFound", { id: String(file.Id) }),
      );
      continue;
    }
    file.Name = visibleText(file.Name ?? "") || stored.name;
    file.Url = fileUrl(stored.id);
  }
}

const present = (file: ExtFile | null | undefined): file is ExtFile => !!file && ((file.Id ?? 0) > 0 || !!file.Url);

/** The ExtFiles the save would write: of sent items, and customs papers only where they replace the stored one. */
function storedReferences(message: ExtBooking, planned: PlannedItem[]): Reference[] {
  const out: Reference[] = [];
  for (const p of planned) {
    if (p.kind !== "sent") continue;
    const item = message.Items[p.index];
    const at = `Items[${p.index}]`;
    if (p.replaceKinds.includes("PAPER_FOR_CUSTOMS") && present(item.PaperForCustoms))
      out.push({ path: `${at}.PaperForCustoms`, file: item.PaperForCustoms });
    if (present(item.InvoicePaper)) out.push({ path: `${at}.InvoicePaper`, file: item.InvoicePaper });
    item.Photos.forEach((photo, k) => {
      if (present(photo)) out.push({ path: `${at}.Photos[${k}]`, file: photo });
    });
    for (const [list, name] of [
      [p.subUnits, "SubUnits"],
      [p.subItems, "SubItems"],
    ] as const) {
      for (const child of list) {
        if (child.paper.replace && present(child.paper.file))
          out.push({ path: `${at}.${name}[${child.index}].PaperForCustoms`, file: child.paper.file });
      }
    }
  }
  return out;
}
