"use client";
// The booking form (/bookings/new and /bookings/[id]/edit): Sailing → Parties → Items → Review,
// on react-hook-form with the save's own zod schema. Server errors land on the fields they name
// (lib/booking/form/form-paths) and take the user to the step that holds them.
import { browserTimeZone, formatInstant } from "@/lib/time/format";
import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { FormProvider, useForm, type FieldErrors, type FieldPath } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { inputId } from "@/components/booking-form/fields";
import { saveRequest, type BookingFormValues } from "@/components/booking-form/form-model";
import { ItemsStep, type ItemsStepHandle } from "@/components/booking-form/items-step";
import { PartiesStep } from "@/components/booking-form/parties-step";
import { countRender } from "@/components/booking-form/render-count";
import { bookingResolver } from "@/components/booking-form/resolver";
import { ReviewStep } from "@/components/booking-form/review-step";
import { SailingStep } from "@/components/booking-form/sailing-step";
import { isStepShortcut, ShortcutsHelp, useShortcutsOn } from "@/components/booking-form/shortcuts";
import { sendBooking } from "@/components/booking-form/send-booking";
import { useUnsavedWork } from "@/components/booking-form/use-unsaved-work";
import type { FieldError } from "@/lib/core/errors";
import { refusalInWords } from "@/lib/booking/form/refusal-words";
import {
  describePath,
  firstStepOf,
  FORM_ROOT,
  FORM_STEPS,
  formFieldName,
  stepOfField,
  type FormStep,
} from "@/lib/booking/form/form-paths";
import type { FormVoyage } from "@/lib/booking/form/form-sailing";
import { HEADER_PARTIES, type BookingWarning } from "@/lib/booking/message/save-schema";
import type { Quote } from "@/lib/pricing/quote-schema";

const STEP_FIELDS: Record<FormStep, FieldPath<BookingFormValues>[]> = {
  sailing: [
    "Header.Line",
    "Header.BookingVoyage",
    "Header.Pol",
    "Header.Terminal",
    "Header.Pod",
    "Header.ReferenceNumber",
  ],
  parties: HEADER_PARTIES.map((r) => `Header.${r}` as const),
  items: ["Items"],
  review: [],
};

/** Field names holding an error, in the order the form shows them. */
export function errorNames(errors: FieldErrors, prefix = ""): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors ?? {})) {
    if (!value || typeof value !== "object" || key === "ref") continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === "string") out.push(name);
    else out.push(...errorNames(value as FieldErrors, name));
  }
  return out;
}

interface Banner {
  tone: "error" | "info";
  message: string;
  errors: FieldError[];
  /** the sailing is full and nothing else is wrong: the agent may join its waitlist */
  waitlist?: boolean;
}

export interface BookingFormProps {
  initialValues: BookingFormValues;
  initialVoyage: FormVoyage | null;
  /** Header.Version of the stored booking (an edit), sent so a change made elsewhere is reported */
  version: number | null;
  canUseAddressBook: boolean;
  storageKey: string;
  /**
   * "Book this quote": the values are the stored quotation with RequestType 2, so the save books it
   * (at the quoted prices while the quote is valid). No draft: the quote stays a quote until booked.
   */
  bookingQuote?: boolean;
  /** the line asked for an update (PendingUpdate): its reason, and the fields (API paths) marked in the form */
  lineRequest?: { reason: string | null; paths: string[] } | null;
  /** a voyage_full refusal may offer the waitlist: a new booking, a draft, or one waitlisted already */
  canWaitlist?: boolean;
}

export function BookingForm({
  initialValues,
  initialVoyage,
  version,
  canUseAddressBook,
  storageKey,
  bookingQuote = false,
  lineRequest = null,
  canWaitlist = true,
}: BookingFormProps) {
  countRender("form");
  const t = useTranslations("bookingForm.form");
  const tc = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const methods = useForm<BookingFormValues>({
    defaultValues: initialValues,
    resolver: bookingResolver(),
    mode: "onChange",
    shouldFocusError: false,
  });
  const [step, setStep] = useState<FormStep>("sailing");
  const [busy, setBusy] = useState<null | "check" | "save" | "draft" | "quote" | "waitlist">(null);
  // The line's request for an update opens the form: the reason above, each field it names marked.
  const [lineRequestErrors] = useState<FieldError[]>(() =>
    (lineRequest?.paths ?? []).map((path) => ({
      path,
      code: "line_request",
      message: t("lineRequest.field"),
    })),
  );
  const [banner, setBanner] = useState<Banner | null>(
    lineRequest
      ? {
          tone: "info",
          message: lineRequest.reason
            ? t("lineRequest.withReason", { reason: lineRequest.reason })
            : t("lineRequest.noReason"),
          errors: lineRequestErrors,
        }
      : null,
  );
  const [checked, setChecked] = useState<{ warnings: BookingWarning[]; quote: Quote } | null>(null);
  // what "Check with the server" refused, shown at each field on the Review step
  const [refusals, setRefusals] = useState<FieldError[]>([]);
  const itemsRef = useRef<ItemsStepHandle>(null);
  const checkRef = useRef<HTMLButtonElement>(null);
  const [refocusCheck, setRefocusCheck] = useState(0);
  useEffect(() => {
    if (refocusCheck && !busy) checkRef.current?.focus();
  }, [refocusCheck, busy]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { restoredAt, clear, discard } = useUnsavedWork(storageKey, methods);
  const isEdit = Boolean(initialValues.Header.Id);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Marks the form interactive (tests and the benchmark wait for it) and offers the benchmark its validation.
    const ready = setTimeout(() => setHydrated(true), 0);
    for (const e of lineRequestErrors)
      methods.setError(formFieldName(e.path) as FieldPath<BookingFormValues>, { type: "line", message: e.message });
    if (window.__bookingFormRenders) window.__bookingFormBench = { validate: () => methods.trigger() };
    return () => clearTimeout(ready);
  }, [methods, lineRequestErrors]);

  // Focus moves after the step has rendered (the Items step virtualises rows: it scrolls to the one first).
  const pendingFocus = useRef<string | null | undefined>(undefined);
  const stepRef = useRef<HTMLDivElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  const goTo = useCallback((next: FormStep, focusName?: string) => {
    pendingFocus.current = focusName ?? null;
    setStep(next);
    setFocusTick((t) => t + 1);
  }, []);
  useEffect(() => {
    const name = pendingFocus.current;
    if (name === undefined) return;
    pendingFocus.current = undefined;
    window.scrollTo({ top: 0 });
    const field = name ? document.getElementById(inputId(name)) : null;
    if (name && stepOfField(name) === "items" && itemsRef.current) itemsRef.current.focusField(name);
    else if (field) field.focus();
    else if (!name && stepRef.current?.dataset.step === "items" && itemsRef.current)
      itemsRef.current.focusField(firstEmptyDescription(methods.getValues("Items")));
    else if (!name && stepRef.current?.dataset.step !== "review" && firstField(stepRef.current))
      firstField(stepRef.current)!.focus();
    else headingRef.current?.focus();
  }, [focusTick, methods]);

  // The errors as trigger() left them. methods.formState is the snapshot of the last render (and
  // errors no render has read are not even tracked), so right after trigger() it still held no
  // errors on a fresh form: the first save said "marked fields" and marked none.
  const currentErrors = () => errorNames(methods.control._formState.errors);

  const showErrors = (names: string[]) => {
    const first = firstStepOf(names);
    if (!first) return;
    goTo(
      first,
      names.find((n) => stepOfField(n) === first),
    );
  };

  const next = async () => {
    const fields = STEP_FIELDS[step];
    const ok = fields.length === 0 || (await methods.trigger(fields));
    if (!ok) {
      const names = currentErrors().filter((n) => stepOfField(n) === step);
      setBanner({ tone: "error", message: t("stepNeedsAttention"), errors: [] });
      goTo(step, names[0]);
      return;
    }
    setBanner(null);
    goTo(FORM_STEPS[FORM_STEPS.indexOf(step) + 1]);
  };

  const submit = async (kind: "check" | "save" | "draft" | "quote" | "waitlist") => {
    setBusy(kind);
    setChecked(null);
    setRefusals([]);
    try {
      if (!(await methods.trigger())) {
        setBanner({
          tone: "error",
          message: t("incomplete"),
          errors: [],
        });
        showErrors(currentErrors());
        return;
      }
      const body = saveRequest(methods.getValues(), {
        draft: kind === "draft",
        testOnly: kind === "check",
        version,
        quotation: kind === "quote",
        waitlist: kind === "waitlist",
      });
      const result = await sendBooking(body, {
        unreachable: t("unreachable"),
        answered: (status) => t("answered", { status: String(status) }),
      });
      if (!result.ok) {
        // the save's refusal in words for a person (lib/booking/form/refusal-words.ts)
        const envelope = refusalInWords(result.envelope, { created: !isEdit });
        for (const e of envelope.errors)
          // The server names its fields by the save message's paths, which are the form's (lib/booking/form/form-paths.ts).
          methods.setError(formFieldName(e.path) as FieldPath<BookingFormValues>, {
            type: "server",
            message: e.message,
          });
        if (kind === "check") {
          // the check stays on the Review step, which shows every refusal at its field
          setBanner({ tone: "error", message: envelope.message, errors: [] });
          setRefusals(
            envelope.errors.length ? envelope.errors : [{ path: "", code: envelope.code, message: envelope.message }],
          );
          return;
        }
        const full =
          (kind === "save" || kind === "waitlist") &&
          !bookingQuote &&
          canWaitlist &&
          result.envelope.errors.length > 0 &&
          result.envelope.errors.every((e) => e.code === "voyage_full");
        setBanner({ tone: "error", message: envelope.message, errors: envelope.errors, waitlist: full });
        showErrors(envelope.errors.map((e) => formFieldName(e.path)));
        return;
      }
      setBanner(null);
      if (kind === "check") {
        setChecked({ warnings: result.response.warnings, quote: result.response.booking.Quote });
        // the button was disabled while checking, which dropped focus to the page body
        setRefocusCheck((n) => n + 1);
        return;
      }
      clear();
      const id = result.response.booking.Id;
      // A quote booked after its validity is priced at today's tariff: the booking's page says which.
      const repriced = result.response.warnings.some((w) => w.code === "quote_expired");
      const saved =
        kind === "quote"
          ? "quote"
          : bookingQuote
            ? repriced
              ? "booked-repriced"
              : "booked"
            : isEdit
              ? "updated"
              : "new";
      router.push(kind === "draft" ? `/bookings/${id}/edit?saved=draft` : `/bookings/${id}?saved=${saved}`);
    } finally {
      setBusy(null);
    }
  };

  // Ctrl+Enter (⌘+Enter): the next step, or the save on the last one. The latest handlers, so the
  // listener is added once.
  const shortcutsOn = useShortcutsOn();
  const onShortcut = useRef<() => void>(() => {});
  useEffect(() => {
    onShortcut.current = () => {
      if (busy !== null) return;
      if (step === "review") void submit("save");
      else void next();
    };
  });
  useEffect(() => {
    if (!shortcutsOn) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isStepShortcut(e) || e.defaultPrevented || document.querySelector("dialog[open]")) return;
      e.preventDefault();
      onShortcut.current();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shortcutsOn]);

  const index = FORM_STEPS.indexOf(step);
  return (
    <FormProvider {...methods}>
      <form
        noValidate
        onSubmit={(e) => e.preventDefault()}
        aria-labelledby="step-title"
        className="space-y-4"
        data-hydrated={hydrated ? "true" : undefined}
      >
        <nav aria-label={t("stepsLabel")}>
          <ol
            className="grid grid-cols-4 gap-1 text-xs sm:text-sm"
            aria-keyshortcuts={shortcutsOn ? "Control+Enter Meta+Enter" : undefined}
          >
            {FORM_STEPS.map((s, i) => (
              <li key={s}>
                {/* raw <button>: a step of the form's stepper (aria-current), drawn as a tab, not a button */}
                <button
                  type="button"
                  onClick={() => goTo(s)}
                  aria-current={s === step ? "step" : undefined}
                  className={clsx(
                    "w-full rounded-md border px-2 py-2 text-left font-medium",
                    s === step
                      ? "border-brand-600 bg-brand-50 text-brand-900"
                      : "border-slate-200 bg-white text-slate-600 hover:bg-slate-50",
                  )}
                >
                  <span className="tabular-nums">{i + 1}.</span> {t(`steps.${s}`)}
                </button>
              </li>
            ))}
          </ol>
        </nav>

        {restoredAt ? (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-brand-100 bg-brand-50 px-4 py-2 text-sm"
          >
            <span>{t("restored", { when: formatInstant(restoredAt, browserTimeZone(), locale) })}</span>
            <Button variant="secondary" type="button" onClick={() => discard(initialValues)}>
              {t("discard")}
            </Button>
          </div>
        ) : null}

        {banner ? (
          <BannerView
            banner={banner}
            onGo={(name) => goTo(stepOfField(name), name)}
            onWaitlist={busy === null ? () => void submit("waitlist") : undefined}
          />
        ) : null}

        <h2 id="step-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t(`steps.${step}`)}
        </h2>
        <div ref={stepRef} data-step={step}>
          {step === "sailing" ? <SailingStep initialVoyage={initialVoyage} /> : null}
          {step === "parties" ? <PartiesStep canUseAddressBook={canUseAddressBook} /> : null}
          {step === "items" ? <ItemsStep handle={itemsRef} /> : null}
          {step === "review" ? (
            <ReviewStep
              checked={checked !== null}
              warnings={checked?.warnings ?? []}
              quote={checked?.quote ?? null}
              refusals={refusals}
              onGo={(name) => goTo(stepOfField(name), name)}
            />
          ) : null}
        </div>

        <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
          {index > 0 ? (
            <Button variant="secondary" type="button" onClick={() => goTo(FORM_STEPS[index - 1])}>
              {tc("action.back")}
            </Button>
          ) : null}
          {bookingQuote ? null : (
            <Button variant="secondary" type="button" disabled={busy !== null} onClick={() => submit("draft")}>
              {busy === "draft" ? t("savingDraft") : t("saveDraft")}
            </Button>
          )}
          <ShortcutsHelp />
          <span className="flex-1" />
          {step !== "review" ? (
            <Button type="button" onClick={next} title={shortcutsOn ? "Ctrl+Enter" : undefined}>
              {t("next", { step: t(`steps.${FORM_STEPS[index + 1]}`) })}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                ref={checkRef}
                type="button"
                disabled={busy !== null}
                onClick={() => submit("check")}
              >
                {busy === "check" ? t("checking") : t("check")}
              </Button>
              {isEdit ? null : (
                <Button variant="secondary" type="button" disabled={busy !== null} onClick={() => submit("quote")}>
                  {busy === "quote" ? t("gettingQuote") : t("getQuote")}
                </Button>
              )}
              <Button
                type="button"
                disabled={busy !== null}
                onClick={() => submit("save")}
                title={shortcutsOn ? "Ctrl+Enter" : undefined}
              >
                {busy === "save"
                  ? tc("action.saving")
                  : bookingQuote
                    ? t("bookQuote")
                    : isEdit
                      ? t("saveChanges")
                      : t("saveBooking")}
              </Button>
            </>
          )}
        </div>
      </form>
    </FormProvider>
  );
}

/** The step's first field to type in: a text box, a select or a text area (not a radio or a checkbox). */
function firstField(root: HTMLElement | null): HTMLElement | null {
  return (
    root?.querySelector<HTMLElement>(
      "input:not([type=radio]):not([type=checkbox]):not([type=file]):not([disabled]), select:not([disabled]), textarea:not([disabled])",
    ) ?? null
  );
}

/** The first item still without a make and model (the first item when all have one). */
function firstEmptyDescription(items: BookingFormValues["Items"]): string {
  const i = (items ?? []).findIndex((item) => !item?.Description?.trim());
  return `Items.${Math.max(0, i)}.Description`;
}

function BannerView({
  banner,
  onGo,
  onWaitlist,
}: {
  banner: Banner;
  onGo: (name: string) => void;
  onWaitlist?: () => void;
}) {
  const t = useTranslations("bookingForm.form.banner");
  return (
    <div
      role="alert"
      className={clsx(
        "rounded-md border px-4 py-3 text-sm",
        banner.tone === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-slate-200 bg-slate-50",
      )}
    >
      <p className="font-medium">{banner.message}</p>
      {banner.errors.length ? (
        <ul className="mt-1 space-y-0.5">
          {banner.errors.map((e, i) => {
            const name = formFieldName(e.path);
            return (
              <li key={i}>
                {name === FORM_ROOT ? (
                  e.message
                ) : (
                  // raw <button>: a jump to the field, drawn as a link in the banner's own colour
                  <button type="button" className="text-left underline" onClick={() => onGo(name)}>
                    {t("fieldError", { field: describePath(e.path), message: e.message })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {banner.waitlist ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" type="button" disabled={!onWaitlist} onClick={onWaitlist}>
            {t("joinWaitlist")}
          </Button>
          <span className="text-slate-800">{t("waitlistHint")}</span>
        </div>
      ) : null}
    </div>
  );
}
