"use client";
// "Book this quote": saves the quotation again as a booking (RequestType 2), at the quoted prices
// while the quote is valid; the page then shows the booking.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/actions/action-result";
import { acceptQuoteAction } from "@/lib/pricing/price-actions";

export function BookQuoteButton({ bookingId }: { bookingId: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await acceptQuoteAction(bookingId);
            setSaid(result.ok ? { ok: true, text: result.data } : { ok: false, text: failureText(result) });
            if (result.ok) router.refresh();
          })
        }
      >
        {pending ? "Booking…" : "Book this quote"}
      </Button>
      <span className="text-xs text-slate-600">
        Books the space on the sailing at these prices; name the parties and VINs by editing the booking afterwards.
      </span>
      {said ? (
        <p
          role={said.ok ? "status" : "alert"}
          className={said.ok ? "w-full text-sm text-emerald-800" : "w-full text-sm text-red-800"}
        >
          {said.text}
        </p>
      ) : null}
    </div>
  );
}
