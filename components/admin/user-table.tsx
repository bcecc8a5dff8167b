"use client";
// A table of users, shared by the admin's Users (every user, or one agent's) and a lead's Team:
// name, e-mail, the caller's own columns (role, last sign-in, status) and the row's buttons. A
// disabled user's row is dimmed. Cards in a frame under 42rem, so the buttons stay in sight.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Table, TableBody, TableHead, Td, Th, Tr, ThScreenReaderOnly } from "@/components/ui/table";

export interface UserTableColumn<T> {
  title: string;
  cell: (user: T) => ReactNode;
  className?: string;
}

export function UserTable<T extends { id: number; name: string; email: string; disabledAt: string | null }>({
  caption,
  users,
  name = (u) => u.name,
  columns,
  actions,
}: {
  caption: string;
  users: T[];
  /** the name cell (a lead's row adds "Lead") */
  name?: (user: T) => ReactNode;
  columns: UserTableColumn<T>[];
  actions: (user: T) => ReactNode;
}) {
  const t = useTranslations("admin.userTable");
  return (
    <Table look="list" cards="narrow" caption={caption}>
      <TableHead>
        <Tr>
          <Th>{t("name")}</Th>
          <Th>{t("email")}</Th>
          {columns.map((c) => (
            <Th key={c.title}>{c.title}</Th>
          ))}
          <ThScreenReaderOnly>{t("actions")}</ThScreenReaderOnly>
        </Tr>
      </TableHead>
      <TableBody>
        {users.map((u) => (
          <Tr key={u.id} className={u.disabledAt ? "text-slate-600" : undefined}>
            <Td label={t("name")} className="font-medium">
              <span>{name(u)}</span>
            </Td>
            {/* A long address wraps only where it must. */}
            <Td label={t("email")} className="[overflow-wrap:anywhere]">
              {u.email}
            </Td>
            {columns.map((c) => (
              <Td key={c.title} label={c.title} className={c.className}>
                {c.cell(u)}
              </Td>
            ))}
            <Td className="text-right @max-2xl:pt-1.5">
              <span className="inline-flex flex-wrap justify-end gap-2 @max-2xl:justify-start">{actions(u)}</span>
            </Td>
          </Tr>
        ))}
      </TableBody>
    </Table>
  );
}
