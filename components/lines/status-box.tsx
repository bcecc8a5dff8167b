// The boxed outcome of a console editor's save (destination rules, letterhead): an alert when it
// failed, a status when it worked.
import type { ReactNode } from "react";

export function StatusBox({ tone, children }: { tone: "ok" | "error"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          : "rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
      }
    >
      {children}
    </div>
  );
}
