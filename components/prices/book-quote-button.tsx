"use client";
// "Book this quote": saves the quotation again as a booking (RequestType 2), at the quoted prices
// while the quote is valid; the page then shows the booking, and says so at its top (?saved=booked):
// this button leaves with the quote, so a message of its own would vanish with it.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/actions/action-result";
import { acceptQuoteAction } from "@/lib/pricing/price-actions";

export function BookQuoteButton({ bookingId }: { bookingId: number }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await acceptQuoteAction(bookingId);
            if (result.ok)
              router.replace(`/bookings/${bookingId}?saved=${result.data.repriced ? "booked-repriced" : "booked"}`);
            else setFailure(failureText(result));
          })
        }
      >
        {pending ? "Booking…" : "Book this quote"}
      </Button>
      <span className="text-xs text-slate-600">
        Books the space on the sailing at these prices; name the parties and VINs by editing the booking afterwards.
      </span>
      {failure ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
