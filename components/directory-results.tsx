"use client";
// The results panel of a reference directory (ports, vessels, unit models): a table skeleton while
// the read is pending, its error with Try again, the empty state (with Clear filters when a filter
// is set), else the directory's table.
import type { ReactNode } from "react";
import { EmptyState, ErrorState, Panel, TableSkeleton } from "@/components/states";
import { Button } from "@/components/ui/button";

export function DirectoryResults({
  pending,
  skeleton,
  failed,
  empty,
  children,
}: {
  pending: boolean;
  skeleton: { rows: number; columns: number; label: string };
  /** the read failed (the port directory says so elsewhere) */
  failed?: { error: unknown; onRetry: () => void } | null;
  /** nothing to list: what to say, and the way out when a filter is set */
  empty: { title: string; body: ReactNode; clear: { label: string; onClick: () => void } | null } | null;
  children: ReactNode;
}) {
  return (
    <Panel>
      {pending ? (
        <TableSkeleton rows={skeleton.rows} columns={skeleton.columns} label={skeleton.label} />
      ) : failed ? (
        <ErrorState error={failed.error} onRetry={failed.onRetry} />
      ) : empty ? (
        <EmptyState
          title={empty.title}
          action={
            empty.clear ? (
              <Button variant="secondary" onClick={empty.clear.onClick}>
                {empty.clear.label}
              </Button>
            ) : null
          }
        >
          {empty.body}
        </EmptyState>
      ) : (
        children
      )}
    </Panel>
  );
}
