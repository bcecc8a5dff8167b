// The look-up form of /track: a plain GET form (no script), so it works on any phone and the
// address it leads to can be bookmarked.
import { useTranslations } from "next-intl";
import { TrackingSubmit } from "@/components/tracking/tracking-submit";
import { Field, Input } from "@/components/ui/field";

export function TrackForm({
  booking = "",
  vin = "",
  problem,
}: {
  booking?: string;
  vin?: string;
  /** why the last look-up found nothing, shown above the form */
  problem?: string;
}) {
  const t = useTranslations("track.form");
  return (
    <form
      method="get"
      action="/track"
      className="space-y-3 print:hidden"
      aria-describedby={problem ? "track-problem" : undefined}
    >
      {problem ? (
        <p
          id="track-problem"
          role="alert"
          className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {problem}
        </p>
      ) : null}
      <Field id="track-booking" label={t("booking")}>
        <Input
          id="track-booking"
          name="booking"
          defaultValue={booking}
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="ACM-000042"
          className="mt-1 text-base"
        />
      </Field>
      <Field id="track-vin" label={t("vin")}>
        <Input
          id="track-vin"
          name="vin"
          defaultValue={vin}
          required
          maxLength={12}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="123456"
          className="mt-1 text-base"
        />
      </Field>
      <TrackingSubmit>{t("submit")}</TrackingSubmit>
    </form>
  );
}
