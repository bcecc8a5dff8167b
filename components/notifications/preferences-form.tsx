"use client";
// Per event type: in the portal, e-mail at once, the daily digest, or off; and the digest's time zone.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TimeZoneSelect } from "@/components/ui/time-zone-select";
import { unwrap } from "@/lib/actions/action-result";
import {
  NOTIFICATION_CHANNELS,
  preferencesSchema,
  type Preferences,
  type PreferencesView,
} from "@/lib/notifications/kinds";
import { savePreferencesAction } from "@/lib/actions/notifications";

export function PreferencesForm({ initial, zones }: { initial: PreferencesView; zones: string[] }) {
  const t = useTranslations("notifications");
  const form = useForm<Preferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: { timeZone: initial.timeZone, channels: initial.channels },
  });
  const save = useMutation({ mutationFn: async (values: Preferences) => unwrap(await savePreferencesAction(values)) });
  const tzError = form.formState.errors.timeZone?.message;
  return (
    <form onSubmit={form.handleSubmit((v) => save.mutate(v))} className="space-y-6" noValidate>
      {initial.emailEnabled ? (
        <p className="text-sm text-slate-700">
          {t.rich("form.emailsTo", { email: initial.email, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      ) : (
        <p role="note" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t("form.emailOff")}
        </p>
      )}
      {initial.kinds.map((kind) => (
        <fieldset key={kind} className="rounded border border-slate-200 bg-white p-3">
          <legend className="px-1 font-medium text-slate-900">{t(`kind.${kind}.label`)}</legend>
          <p className="mb-2 text-sm text-slate-600">{t(`kind.${kind}.describe`)}</p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {NOTIFICATION_CHANNELS.map((channel) => (
              <label key={channel} className="flex items-center gap-2 text-sm">
                <input type="radio" value={channel} {...form.register(`channels.${kind}`)} className="h-4 w-4" />
                {t(`channel.${channel}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex max-w-sm flex-col gap-1 text-sm">
        <label htmlFor="timeZone" className="font-medium text-slate-700">
          {t("form.timeZone")}
        </label>
        <TimeZoneSelect
          id="timeZone"
          zones={zones}
          {...form.register("timeZone")}
          aria-invalid={tzError ? true : undefined}
          aria-describedby={tzError ? "timeZone-error" : undefined}
        />
        {tzError ? (
          <p id="timeZone-error" className="text-red-700">
            {tzError}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t("form.save")}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {save.isSuccess && !save.isPending ? t("form.saved") : ""}
        </p>
        {save.error ? (
          <p role="alert" className="text-sm text-red-700">
            {save.error.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
