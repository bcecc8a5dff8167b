// Audit events, newest first: when, who (user or API key) from which IP, what.
import { formatInstant } from "@/lib/time/format";
import type { AuditEventView } from "@/lib/admin/schemas";
import { ScrollX } from "@/components/ui/scroll-x";
import { Table, TableHead, TableBody, Th, Td, Tr } from "@/components/ui/table";

export function AuditTable({ events }: { events: AuditEventView[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-500">No changes recorded.</p>;
  return (
    <ScrollX label="Audit log (scrolls sideways)">
      <Table caption="Audit log, newest first" look="list" className="min-w-[40rem]">
        <TableHead>
          <Tr>
            <Th>When</Th>
            <Th>Who</Th>
            <Th>From IP</Th>
            <Th>Action</Th>
            <Th>What</Th>
          </Tr>
        </TableHead>
        <TableBody className="align-top">
          {events.map((e) => (
            <Tr key={e.id}>
              <Td className="whitespace-nowrap">{formatInstant(e.at)}</Td>
              <Td>
                {e.actor.name}
                <span className="block text-xs text-slate-500">{e.actor.kind === "apiKey" ? "API key" : "user"}</span>
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
