"use client";
// A secret (API key, temporary password, webhook signing secret) shown once, with a copy button.
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

export function ShownOnce({
  title,
  label,
  value,
  hint,
  onDone,
}: {
  title: string;
  label: string;
  value: string;
  hint: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  // Two secrets can be on screen at once (a new user's password and a new key): ids of their own.
  const inputId = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-medium">{title}</p>
      <p className="mt-0.5 text-amber-800">{hint}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        {/* raw <input>: amber-bordered like the notice around it; Input's border is slate */}
        <input
          id={inputId}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 basis-56 rounded border border-amber-300 bg-white px-2 py-1.5 font-mono text-xs text-slate-900"
        />
        <Button variant="secondary" onClick={copy}>
          {copied === "yes" ? "Copied" : "Copy"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          I have stored it
        </Button>
      </div>
      {copied === "failed" ? (
        <p className="mt-1 text-xs">The browser refused the clipboard: select the text and copy it.</p>
      ) : null}
    </div>
  );
}
