// "Tell me by e-mail" under the public tracking view: a plain POST form (no script) to
// /track/updates with what the page was opened with (its code and VIN end, or its share link), and
// what the last request came to. The address is asked to confirm before anything else is sent.
import { useTranslations } from "next-intl";
import { TrackingSubmit } from "@/components/tracking/tracking-submit";
import { Field, HiddenInput, Input } from "@/components/ui/field";
import type { UpdatesOutcome } from "@/lib/tracking/track-messages";

export function UpdatesForm({
  from,
  outcome,
}: {
  from: { booking: string; vin: string } | { link: string };
  outcome?: UpdatesOutcome;
}) {
  const t = useTranslations("track.updates");
  const done = outcome === "asked";
  return (
    <section
      id="updates"
      aria-labelledby="updates-title"
      className="mt-8 rounded-lg border border-slate-200 bg-white p-4 shadow-sm print:hidden"
    >
      <h2 id="updates-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
      {outcome ? (
        <p
          role={done ? "status" : "alert"}
          className={`mt-3 rounded border px-3 py-2 text-sm ${
            done ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-800"
          }`}
        >
          {t(`outcome.${outcome}`)}
        </p>
      ) : null}
      <form method="post" action="/track/updates" className="mt-3 space-y-3">
        <HiddenInput name="do" value="ask" />
        {"link" in from ? (
          <HiddenInput name="link" value={from.link} />
        ) : (
          <>
            <HiddenInput name="booking" value={from.booking} />
            <HiddenInput name="vin" value={from.vin} />
          </>
        )}
        <Field id="updates-email" label={t("email")}>
          <Input
            id="updates-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            inputMode="email"
            className="mt-1 text-base"
          />
        </Field>
        <TrackingSubmit>{t("submit")}</TrackingSubmit>
      </form>
    </section>
  );
}
