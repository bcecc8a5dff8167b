// A list of VINs pasted into the booking form's items step, one unit a line: the VIN, then
// optionally make and model, year and a reference, separated by tabs (as a spreadsheet copies
// them), semicolons or commas. Each line becomes an item once its model is known (from the line,
// matched to the catalogue by the server, or picked per make from the VIN's WMI), and goes
// through the save's own item schema, as the form checks a typed row. Browser-safe.
import { makeFromVin } from "@/lib/booking/units/vin-wmi";
import { bookingItemSchema, MAX_ITEMS, type ExtBookingItemInput } from "@/lib/booking/message/save-schema";
import type { UnitModel } from "@/lib/catalogue/unit-model-schema";
import { foldForSearch } from "@/lib/catalogue/search-text";

export interface VinLine {
  /** 1-based line of the pasted text */
  line: number;
  text: string;
  vin: string;
  makeModel: string | null;
  year: number | null;
  reference: string | null;
}

const YEAR = /^(19|20)\d\d$/;

/** The pasted text's lines (blank ones and a header line skipped), or why the text as a whole cannot be read. */
export function parseVinList(text: string, room: number = MAX_ITEMS): { lines: VinLine[]; error: string | null } {
  const lines: VinLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const row = raw.replace(/^\uFEFF/, "").trim();
    if (!row) return;
    const sep = row.includes("\t") ? "\t" : row.includes(";") ? ";" : row.includes(",") ? "," : null;
    let cells = (sep ? row.split(sep) : [row]).map((c) => c.trim());
    // "VIN make model" with spaces only: the first word is the VIN
    if (!sep && /\s/.test(row)) cells = [row.split(/\s+/)[0], row.slice(row.split(/\s+/)[0].length).trim()];
    const [first, ...rest] = cells;
    if (i === 0 && /^(vin|serial|chassis)/i.test(first)) return; // a header copied with the cells
    const others = rest.filter(Boolean);
    const yearCell = others.find((c) => YEAR.test(c));
    const words = others.filter((c) => c !== yearCell);
    lines.push({
      line: i + 1,
      text: row,
      vin: first.replace(/[\s-]/g, "").toUpperCase(),
      makeModel: words[0] ?? null,
      year: yearCell ? Number(yearCell) : null,
      reference: words[1] ?? null,
    });
  });
  if (lines.length > room)
    return {
      lines: [],
      error: `The list has ${lines.length} lines; this booking can take ${room} more units (at most ${MAX_ITEMS}).`,
    };
  return { lines, error: null };
}

/** What the server answered: each make/model text's catalogue model (null: not in it, kept as typed), each make's models. */
export interface VinListCatalogue {
  models: Record<string, UnitModel | null>;
  makes: Record<string, UnitModel[]>;
}

/** What the server is asked: the distinct make/model texts, and the makes the bare VINs point to. */
export function catalogueQuestions(lines: VinLine[]): { texts: string[]; makes: string[] } {
  const texts = new Set<string>();
  const makes = new Set<string>();
  for (const l of lines) {
    if (l.makeModel) texts.add(l.makeModel);
    else {
      const make = makeFromVin(l.vin);
      if (make) makes.add(make);
    }
  }
  return { texts: [...texts], makes: [...makes] };
}

export interface VinListOutcome {
  ready: { line: VinLine; item: ExtBookingItemInput }[];
  /** lines that cannot become units, with the reason */
  refused: { line: VinLine; reason: string }[];
  /** bare VINs of a make whose model is still to be picked: make → count */
  waiting: Record<string, number>;
  /** typed make/model texts the catalogue's model reads otherwise ("VW Golf" → "Volkswagen Golf"), once each */
  readings: { text: string; description: string }[];
}

/** The lines as items, with the models picked per make (make → unit model id). */
export function vinListItems(
  lines: VinLine[],
  catalogue: VinListCatalogue,
  picked: Record<string, number | undefined>,
): VinListOutcome {
  const out: VinListOutcome = { ready: [], refused: [], waiting: {}, readings: [] };
  const firstLine = new Map<string, number>();
  for (const line of lines) {
    const seen = firstLine.get(line.vin);
    if (seen !== undefined) {
      out.refused.push({ line, reason: `The same VIN is already on line ${seen}; a unit is booked once.` });
      continue;
    }
    firstLine.set(line.vin, line.line);
    let model: UnitModel | null = null;
    let description = line.makeModel;
    if (line.makeModel) {
      model = catalogue.models[line.makeModel] ?? null;
      const text = line.makeModel;
      if (
        model &&
        foldModelText(model.description) !== foldModelText(text) &&
        !out.readings.some((r) => r.text === text)
      )
        out.readings.push({ text, description: model.description });
    } else {
      const make = makeFromVin(line.vin);
      if (!make) {
        out.refused.push({
          line,
          reason: "The maker of this VIN is not known here: put the make and model after the VIN on this line.",
        });
        continue;
      }
      const models = catalogue.makes[make] ?? [];
      if (models.length === 0) description = make;
      else {
        model = models.find((m) => m.id === picked[make]) ?? null;
        if (!model) {
          out.waiting[make] = (out.waiting[make] ?? 0) + 1;
          continue;
        }
      }
    }
    const item: ExtBookingItemInput = {
      RelativeId: line.line,
      Description: model?.description ?? description ?? "",
      SerialType: "Vin",
      SerialNumber: line.vin,
      Year: line.year,
      Type: (model?.type ?? null) as ExtBookingItemInput["Type"],
      Length: model?.length ?? null,
      Width: model?.width ?? null,
      Height: model?.height ?? null,
      Weight: model?.weight ?? null,
      Reference: line.reference,
      Priority: "Used",
      Mobility: "Regular",
      Insured: false,
      SubUnits: [],
      SubItems: [],
    };
    const parsed = bookingItemSchema.safeParse(item);
    if (parsed.success) out.ready.push({ line, item });
    else out.refused.push({ line, reason: [...new Set(parsed.error.issues.map((i) => i.message))].join(" ") });
  }
  return out;
}

/** A make/model text as compared: the catalogue search's folding (accents, case, repeated blanks). */
const foldModelText = foldForSearch;

/** Picks the catalogue's model a typed make/model names: the one whose description it is, or the only match. */
export function matchModel(text: string, found: UnitModel[]): UnitModel | null {
  const wanted = foldModelText(text);
  return (
    found.find((m) => foldModelText(m.description) === wanted || foldModelText(`${m.make} ${m.model}`) === wanted) ??
    (found.length === 1 ? found[0] : null)
  );
}
