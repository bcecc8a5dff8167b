import "server-only";
// A voyage's manifest for its line's staff (and admins): every booked unit (not draft, not
// cancelled, of a booking that is neither cancelled nor a quotation) per Pol → Pod, with its VIN,
// make/model, dimensions, weight, RT, shipper and consignee; totals per leg. PDF and CSV.
import { toCsv } from "@/lib/csv/csv";
import type { Caller } from "@/lib/auth/caller";
import { db } from "@/lib/db/prisma";
import { Prisma } from "@/lib/generated/prisma/client";
import { findLineVoyageOrThrow } from "@/lib/voyage-space/find-voyage";
import { toRt, ITEM_MILLI_RT_SQL } from "@/lib/voyage-space/revenue-tons";
import {
  count as countIn,
  fixed,
  instantAt,
  portTime,
  renderDocument,
  type Column,
  type Row,
} from "@/lib/documents/layout";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/translator";
import { lineLetterhead } from "@/lib/documents/letterhead";
import { formatLocalDateTime } from "@/lib/time/local-datetime";

export interface ManifestRow {
  pol: string;
  polName: string;
  pod: string | null;
  podName: string | null;
  bookingCode: string;
  itemId: number;
  serialNumber: string | null;
  makeModel: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  /** identical units of this item (its Quantity, at least 1) */
  quantity: number;
  /** sub units attached to it (trailers), each taking its own space */
  attachedSubUnits: number;
  /** kg of the attached sub units */
  attachedWeight: number;
  /** the item's whole space: quantity × its unit's RT plus its attached sub units' */
  milliRt: number;
  shipper: string | null;
  consignee: string | null;
}

export interface Manifest {
  voyage: {
    id: number;
    number: string;
    line: string;
    lineId: number;
    vessel: string;
    /** the first port of the rotation's zone: the manifest's printing time is on its clock */
    timeZone: string | null;
    /** each port's (first) departure on the rotation, port-local wall clock, and its zone, by UN/LOCODE */
    departures: Record<string, { at: string; timeZone: string }>;
  };
  rows: ManifestRow[];
  legs: { pol: string; pod: string | null; units: number; weight: number; rt: number }[];
}

const partyName = (alias: string) =>
  Prisma.raw(
    `COALESCE(NULLIF(${alias}.name, ''), NULLIF(trim(concat_ws(' ', ${alias}."firstName", ${alias}."lastName")), ''), ${alias}.code)`,
  );

export async function getManifest(caller: Caller, ref: string, line?: string): Promise<Manifest> {
  const voyage = await findLineVoyageOrThrow(caller, ref, line, "refusals.documents.noSuchVoyage");
  const id = voyage.id;
  const visits = await db().visit.findMany({
    where: { voyageId: id },
    orderBy: { sequence: "asc" },
    select: { departure: true, port: { select: { code: true, timeZone: true } } },
  });
  const rows = await db().$queryRaw<
    (Omit<ManifestRow, "milliRt" | "weight" | "attachedSubUnits" | "attachedWeight"> & {
      milliRt: bigint | number;
      attachedSubUnits: bigint | number;
      attachedWeight: bigint | number;
      weight: number | string | null;
      polSeq: number | null;
    })[]
  >(Prisma.sql`
    SELECT pol.code AS pol, pol.name AS "polName", pod.code AS pod, pod.name AS "podName", b."bookingCode",
           i.id AS "itemId", i."serialNumber", CASE WHEN m.id IS NULL THEN NULL ELSE m.make || ' ' || m.model END AS "makeModel",
           COALESCE(i.length, m.length) AS length, COALESCE(i.width, m.width) AS width, COALESCE(i.height, m.height) AS height,
           COALESCE(i.weight::numeric, m.weight) AS weight, ${Prisma.raw(ITEM_MILLI_RT_SQL)}::bigint AS "milliRt",
           GREATEST(COALESCE(i.quantity, 1), 1) AS quantity,
           (SELECT count(*) FROM "BookingSubUnit" s WHERE s."itemId" = i.id AND NOT s."isCanceled" AND lower(s."relationType") = 'attached') AS "attachedSubUnits",
           (SELECT COALESCE(SUM(s.weight), 0) FROM "BookingSubUnit" s WHERE s."itemId" = i.id AND NOT s."isCanceled" AND lower(s."relationType") = 'attached') AS "attachedWeight",
           ${partyName("sh")} AS shipper, ${partyName("cn")} AS consignee,
           (SELECT min(v.sequence) FROM "Visit" v WHERE v."voyageId" = b."voyageId" AND v."portId" = b."polId") AS "polSeq"
    FROM "Booking" b
    JOIN "BookingItem" i ON i."bookingId" = b.id
    LEFT JOIN "UnitModel" m ON m.id = i."unitModelId"
    JOIN "Port" pol ON pol.id = b."polId"
    LEFT JOIN "Port" pod ON pod.id = b."podId"
    LEFT JOIN "Party" sh ON sh.id = b."shipperId"
    LEFT JOIN "Party" cn ON cn.id = b."consigneeId"
    WHERE b."voyageId" = ${id} AND NOT b."isCanceled" AND b."requestType" IS DISTINCT FROM 1
      AND b.confirmation IS DISTINCT FROM 'DECLINED' AND b.confirmation IS DISTINCT FROM 'WAITLISTED' AND NOT i."isCanceled" AND i.state <> 'DRAFT'
    ORDER BY "polSeq" NULLS LAST, pol.code, pod.code NULLS LAST, b."bookingCode", i."relativeId"`);
  const out: ManifestRow[] = rows.map(({ polSeq: _seq, ...r }) => ({
    ...r,
    weight: r.weight === null ? null : Number(r.weight),
    attachedSubUnits: Number(r.attachedSubUnits),
    attachedWeight: Number(r.attachedWeight),
    milliRt: Number(r.milliRt),
  }));
  const legs = new Map<string, Manifest["legs"][number]>();
  for (const r of out) {
    const key = `${r.pol}>${r.pod ?? ""}`;
    const leg = legs.get(key) ?? { pol: r.pol, pod: r.pod, units: 0, weight: 0, rt: 0 };
    leg.units += r.quantity + r.attachedSubUnits;
    leg.weight += (r.weight ?? 0) * r.quantity + r.attachedWeight;
    leg.rt += r.milliRt;
    legs.set(key, leg);
  }
  return {
    voyage: {
      id: voyage.id,
      number: voyage.number,
      line: voyage.line.name,
      lineId: voyage.lineId,
      vessel: voyage.vessel.name,
      timeZone: visits[0]?.port.timeZone ?? null,
      departures: Object.fromEntries(
        visits
          .toReversed()
          .map((v) => [v.port.code, { at: formatLocalDateTime(v.departure), timeZone: v.port.timeZone }]),
      ),
    },
    rows: out,
    legs: [...legs.values()].map((l) => ({ ...l, rt: toRt(l.rt) })),
  };
}

const dims = (r: ManifestRow) => (r.length && r.width && r.height ? `${r.length} x ${r.width} x ${r.height}` : "");

export function manifestCsv(m: Manifest): string {
  return toCsv(
    [
      "Pol",
      "Pod",
      "BookingCode",
      "ItemId",
      "VIN",
      "MakeModel",
      "LengthCm",
      "WidthCm",
      "HeightCm",
      "WeightKg",
      "RT",
      "Shipper",
      "Consignee",
      "Quantity",
      "AttachedSubUnits",
    ],
    m.rows.map((r) => [
      r.pol,
      r.pod ?? "",
      r.bookingCode,
      r.itemId,
      r.serialNumber ?? "",
      r.makeModel ?? "",
      r.length ?? "",
      r.width ?? "",
      r.height ?? "",
      r.weight ?? "",
      toRt(r.milliRt).toFixed(3),
      r.shipper ?? "",
      r.consignee ?? "",
      r.quantity,
      r.attachedSubUnits,
    ]),
  );
}

/** The manifest as a carrier prints it: landscape, a table of every unit grouped by leg with its subtotal, totals at the end. */
export async function manifestPdf(m: Manifest, locale: Locale = "en"): Promise<Buffer> {
  const t = translator(locale, "documents");
  const count = (n: number) => countIn(n, locale);
  const rtText = (rt: number) => fixed(rt, 3, locale);
  const kgText = (weight: number | null) => (weight === null ? null : count(weight));
  const letterhead = await lineLetterhead(m.voyage.lineId);
  const totalWeight = m.legs.reduce((a, l) => a + l.weight, 0);
  const totalRt = m.legs.reduce((a, l) => a + l.rt, 0);
  // Units as space counts them: an item's Quantity and its attached sub units each count one.
  const totalUnits = m.legs.reduce((a, l) => a + l.units, 0);
  return renderDocument(
    {
      title: t("manifest.title"),
      letterhead,
      landscape: true,
      reference: [
        [t("common.voyage"), m.voyage.number],
        [t("common.vessel"), m.voyage.vessel],
      ],
      footer: t("manifest.printed", { at: instantAt(new Date(), m.voyage.timeZone, locale) }),
      locale,
    },
    (d) => {
      d.boxes([
        [
          { label: t("common.vessel"), value: m.voyage.vessel, emphasis: true },
          { label: t("common.voyage"), value: m.voyage.number, emphasis: true },
          { label: t("manifest.units"), value: count(totalUnits), emphasis: true },
          { label: t("manifest.grossWeight"), value: count(totalWeight), emphasis: true },
          { label: t("manifest.revenueTons"), value: rtText(totalRt), emphasis: true },
          { label: t("manifest.legs"), value: String(m.legs.length), emphasis: true },
        ],
      ]);
      const rows: Row[] = [];
      let leg = "";
      const legTotal = (pol: string, pod: string | null): Row => {
        const total = m.legs.find((l) => l.pol === pol && l.pod === pod)!;
        return {
          cells: [
            t("manifest.legTotal", { pol, pod: pod ?? t("manifest.end") }),
            t("manifest.legUnits", { count: total.units, n: count(total.units) }),
            "",
            "",
            count(total.weight),
            rtText(total.rt),
            "",
            "",
          ],
          kind: "subtotal",
        };
      };
      let last: ManifestRow | null = null;
      for (const r of m.rows) {
        const key = `${r.pol}>${r.pod ?? ""}`;
        if (key !== leg) {
          if (last) rows.push(legTotal(last.pol, last.pod));
          leg = key;
          const departs = m.voyage.departures[r.pol];
          rows.push({
            cells: [
              departs
                ? t("manifest.legHeadingDeparts", {
                    ...legOf(r, t),
                    departs: portTime(departs.at, departs.timeZone, locale),
                  })
                : t("manifest.legHeading", legOf(r, t)),
            ],
            kind: "group",
          });
        }
        rows.push({
          cells: [
            r.bookingCode,
            r.quantity > 1
              ? r.serialNumber
                ? t("manifest.quantitySerial", { n: String(r.quantity), serial: r.serialNumber })
                : t("manifest.quantity", { n: String(r.quantity) })
              : r.serialNumber,
            r.attachedSubUnits
              ? t("manifest.withSubUnits", {
                  makeModel: r.makeModel ?? "",
                  n: String(r.attachedSubUnits),
                  count: r.attachedSubUnits,
                })
              : r.makeModel,
            dims(r) || null,
            // the item's whole weight, as its RT is its whole space: the rows add up to the leg's total
            kgText(r.weight === null ? null : r.weight * r.quantity + r.attachedWeight),
            rtText(toRt(r.milliRt)),
            r.shipper,
            r.consignee,
          ],
        });
        last = r;
      }
      if (last) rows.push(legTotal(last.pol, last.pod));
      if (!m.rows.length) {
        d.paragraph(t("manifest.empty"));
        return;
      }
      d.table(manifestColumns(t), rows, { fontSize: 7.5 });

      d.section(t("manifest.legsSection"));
      d.table(
        [
          { header: t("common.portOfLoading"), width: 3 },
          { header: t("common.portOfDischarge"), width: 3 },
          { header: t("manifest.units"), width: 1, align: "right" },
          { header: t("manifest.grossWeight"), width: 1.4, align: "right" },
          { header: t("manifest.revenueTons"), width: 1.4, align: "right" },
        ],
        [
          ...m.legs.map((l) => ({
            cells: [
              nameOf(m, l.pol, "pol"),
              l.pod ? nameOf(m, l.pod, "pod") : t("manifest.endOfRotation"),
              count(l.units),
              count(l.weight),
              rtText(l.rt),
            ],
          })),
          {
            cells: [t("manifest.voyageTotal"), "", count(totalUnits), count(totalWeight), rtText(totalRt)],
            kind: "total" as const,
          },
        ],
      );
    },
  );
}

const manifestColumns = (t: ReturnType<typeof translator<"documents">>): Column[] => [
  { header: t("manifest.booking"), width: 1.15 },
  { header: t("manifest.vinSerial"), width: 1.75 },
  { header: t("common.makeModel"), width: 1.9 },
  { header: t("manifest.dimensions"), width: 1.15 },
  { header: t("manifest.weightKg"), width: 0.8, align: "right" },
  { header: t("manifest.rt"), width: 0.7, align: "right" },
  { header: t("common.shipper"), width: 2 },
  { header: t("common.consignee"), width: 2 },
];

/** A leg's heading parts: codes and names, "end of rotation" when it has no Pod. */
const legOf = (r: ManifestRow, t: ReturnType<typeof translator<"documents">>) => ({
  pol: r.pol,
  polName: r.polName,
  pod: r.pod ?? "",
  podName: r.podName ?? t("manifest.endOfRotation"),
});
const nameOf = (m: Manifest, code: string, side: "pol" | "pod") => {
  const r = m.rows.find((x) => (side === "pol" ? x.pol : x.pod) === code);
  const name = side === "pol" ? r?.polName : r?.podName;
  return name ? `${code} ${name}` : code;
};
