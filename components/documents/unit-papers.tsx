// A unit's papers and photos on the booking page: photos as thumbnails that open the full image,
// papers as links (the browser's PDF viewer opens them). Served by GET /api/files/{id} to whoever
// may see the booking.
import { useTranslations } from "next-intl";
import type { PaperView } from "@/lib/booking/read/booking-detail";

/** A paper's kind (booking-detail's words) → its catalogue key. */
export const PAPER_KIND_KEY = { "Customs paper": "customsPaper", Photo: "photo", Invoice: "invoice" } as const;

export function UnitPapers({ papers, owner }: { papers: PaperView[]; owner: string }) {
  const t = useTranslations("bookings");
  if (!papers.length) return null;
  const photos = papers.filter((p) => p.isImage && p.url);
  const others = papers.filter((p) => !(p.isImage && p.url));
  return (
    <div className="mt-3">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("unitPapers.title")}</h4>
      {others.length ? (
        <ul className="mt-1 space-y-1 text-sm" aria-label={t("unitPapers.papersOf", { owner })}>
          {others.map((p, i) => (
            <li key={i} className="flex flex-wrap gap-x-2">
              <span className="text-slate-500">
                {t("unitPapers.kindLabel", { kind: t(`unitPapers.kind.${PAPER_KIND_KEY[p.kind]}`) })}
              </span>
              {p.url ? (
                <a href={p.url} className="break-all text-brand-700 underline underline-offset-2">
                  {p.name}
                </a>
              ) : (
                <span className="break-all">{t("unitPapers.notUploaded", { name: p.name })}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("unitPapers.photosOf", { owner })}>
          {photos.map((p, i) => (
            <li key={i}>
              <a
                href={p.url!}
                className="block overflow-hidden rounded border border-slate-200 hover:border-brand-500"
                title={p.name}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- served by our own access-checked route, not optimisable */}
                <img
                  src={p.url!}
                  alt={t("unitPapers.kindName", { kind: t(`unitPapers.kind.${PAPER_KIND_KEY[p.kind]}`), name: p.name })}
                  loading="lazy"
                  className="h-20 w-20 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
