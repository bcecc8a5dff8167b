// The page of a reference directory (ports, vessels, unit models): its header, then the
// directory, shown as a table skeleton of its own size until it is ready.
import { Suspense, type ReactNode } from "react";
import { PageHeader, Panel, TableSkeleton } from "@/components/states";

export function ReferencePage({
  title,
  subtitle,
  skeleton,
  children,
}: {
  title: string;
  subtitle: string;
  skeleton: { rows: number; columns: number; label: string };
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-screen-2xl px-4 py-6">
      <PageHeader title={title} subtitle={subtitle} />
      <Suspense
        fallback={
          <Panel>
            <TableSkeleton rows={skeleton.rows} columns={skeleton.columns} label={skeleton.label} />
          </Panel>
        }
      >
        {children}
      </Suspense>
    </main>
  );
}
