// The pieces the line console's pages share: the page with its header and tabs, a titled panel
// for the add / edit form, and a list's panel (its empty state, or its table scrolling sideways).
import type { ReactNode } from "react";
import { ConsoleTabs } from "@/components/lines/console-tabs";
import { EmptyState, PageHeader, Panel } from "@/components/states";
import { Table, TableBody, TableHead, Tr } from "@/components/ui/table";

export function ConsolePage({
  width = "max-w-screen-xl",
  title,
  subtitle,
  current,
  isAdmin,
  children,
}: {
  width?: string;
  title: string;
  subtitle: ReactNode;
  /** the tab this page is */
  current: string;
  isAdmin: boolean;
  children: ReactNode;
}) {
  return (
    <main className={`mx-auto ${width} px-4 py-6`}>
      <PageHeader title={title} subtitle={subtitle} />
      <ConsoleTabs current={current} isAdmin={isAdmin} />
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
