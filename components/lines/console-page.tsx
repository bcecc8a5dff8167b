// The pieces the line console's pages share: the page with its header and tabs, a titled panel
// for the add / edit form, and a list's panel (its empty state, or its table scrolling sideways).
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { Caller } from "@/lib/auth/caller";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { Table, TableBody, TableHead, Tr } from "@/components/ui/table";

export function ConsolePage({
  width = "max-w-screen-xl",
  title,
  subtitle,
  current,
  caller,
  children,
}: {
  width?: string;
  /** the console's own name unless the page has one */
  title?: string;
  subtitle: ReactNode;
  /** the tab this page is */
  current: string;
  /** admins see every tab */
  caller: Pick<Caller, "role">;
  children: ReactNode;
}) {
  const t = useTranslations("line");
  return (
    <main className={`mx-auto ${width} px-4 py-6`}>
      <PageHeader title={title ?? t("consoleTitle")} subtitle={subtitle} />
      <ConsoleTabs current={current} isAdmin={caller.role === "ADMIN"} />
      {children}
    </main>
  );
}

/** The add or edit form's panel, named by its heading. */
export function ConsoleFormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel label={title} className="mb-4 p-4">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </Panel>
  );
}

/** A list's panel: `empty` when there is nothing to list, else the table of `head` cells and rows. */
export function ConsoleTable({
  label,
  empty,
  caption,
  head,
  children,
}: {
  label: string;
  empty: { title: string; body: ReactNode } | null;
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel label={label}>
      {empty ? (
        <EmptyState title={empty.title}>{empty.body}</EmptyState>
      ) : (
        <div className="relative overflow-x-auto">
          <Table caption={caption} look="panel" className="min-w-full">
            <TableHead>
              <Tr>{head}</Tr>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </div>
      )}
    </Panel>
  );
}
