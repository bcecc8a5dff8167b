// Audit events, newest first: when, who (user or API key) from which IP, what.
import { useLocale, useTranslations } from "next-intl";
import { formatInstant } from "@/lib/time/format";
import type { AuditEventView } from "@/lib/admin/schemas";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableHead, TableBody, Th, Td, Tr } from "@/components/ui/table";

export function AuditTable({ events }: { events: AuditEventView[] }) {
  const t = useTranslations("admin.auditTable");
  const locale = useLocale();
  if (events.length === 0) return <p className="text-sm text-slate-500">{t("empty")}</p>;
  return (
    <ScrollX label={t("scroll")}>
      <Table caption={t("caption")} look="list" className="min-w-[40rem]">
        <TableHead>
          <Tr>
            <Th>{t("col.when")}</Th>
            <Th>{t("col.who")}</Th>
            <Th>{t("col.ip")}</Th>
            <Th>{t("col.action")}</Th>
            <Th>{t("col.what")}</Th>
          </Tr>
        </TableHead>
        <TableBody className="align-top">
          {events.map((e) => (
            <Tr key={e.id}>
              <Td className="whitespace-nowrap">{formatInstant(e.at, "UTC", locale)}</Td>
              <Td>
                {e.actor.name}
                <span className="block text-xs text-slate-500">
                  {e.actor.kind === "apiKey" ? t("apiKey") : t("user")}
                </span>
              </Td>
              <Td className="font-mono text-xs">{e.ip}</Td>
              <Td className="font-mono text-xs">{e.action}</Td>
              <Td>{e.summary}</Td>
            </Tr>
          ))}
        </TableBody>
      </Table>
    </ScrollX>
  );
}
