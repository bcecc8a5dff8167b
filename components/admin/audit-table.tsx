// Audit events, newest first: when, who (user or API key) from which IP, what.
import { formatInstant } from "@/components/admin/format-instant";
import type { AuditEventView } from "@/lib/admin/schemas";
import { ScrollX } from "@/components/admin/scroll-x";

export function AuditTable({ events }: { events: AuditEventView[] }) {
  if (events.length === 0) return <p className="text-sm text-slate-500">No changes recorded.</p>;
  return (
    <ScrollX label="Audit log (scrolls sideways)">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">When</th>
            <th scope="col" className="py-2 pr-3 font-medium">Who</th>
            <th scope="col" className="py-2 pr-3 font-medium">From IP</th>
            <th scope="col" className="py-2 pr-3 font-medium">Action</th>
            <th scope="col" className="py-2 font-medium">What</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {events.map((e) => (
            <tr key={e.id}>
              <td className="py-2 pr-3 whitespace-nowrap">{formatInstant(e.at)}</td>
              <td className="py-2 pr-3">
                {e.actor.name}
                <span className="block text-xs text-slate-500">{e.actor.kind === "apiKey" ? "API key" : "user"}</span>
              </td>
              <td className="py-2 pr-3 font-mono text-xs">{e.ip}</td>
              <td className="py-2 pr-3 font-mono text-xs">{e.action}</td>
              <td className="py-2">{e.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}
