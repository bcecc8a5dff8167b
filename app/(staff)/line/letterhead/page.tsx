// /line/letterhead — the name, address and logo the line's documents print (confirmations, dock
// receipts, manifests), kept by its staff.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConsolePage } from "@/components/lines/console-page";
import { LetterheadEditor } from "@/components/lines/letterhead-editor";
import { EmptyState } from "@/components/states";
import { requirePageCaller } from "@/lib/auth/current-caller";
import { db } from "@/lib/db/prisma";
import { getLetterhead } from "@/lib/letterhead/letterhead";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("line");
  return { title: t("letterhead.metaTitle") };
}
export const dynamic = "force-dynamic";

export default async function LetterheadPage() {
  const caller = await requirePageCaller(["STAFF"]);
  const t = await getTranslations("line");
  const line = caller.lineId
    ? await db().shippingLine.findUnique({
        where: { id: caller.lineId },
        select: { code: true, name: true, logo: { select: { contentType: true, data: true } } },
      })
    : null;
  return (
    <ConsolePage subtitle={t("letterhead.subtitle")} current="/line/letterhead" caller={caller}>
      {line ? (
        <LetterheadEditor
          line={{ code: line.code, name: line.name }}
          initial={await getLetterhead(caller, line.code)}
          initialLogoUrl={
            line.logo ? `data:${line.logo.contentType};base64,${Buffer.from(line.logo.data).toString("base64")}` : null
          }
        />
      ) : (
        <EmptyState title={t("letterhead.signIn")} />
      )}
    </ConsolePage>
  );
}
