"use client";
// Step 2: the parties. Shipper, exporter, consignee and notify are required (rule 6); the other
// five are folded away. Each is picked from the agent's address book (search as you type) or
// entered in full, and a full party can be kept in the address book under a code.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { searchAddressBookAction } from "@/lib/actions/booking/form";
import { unwrap } from "@/lib/actions/action-result";
import { Button } from "@/components/ui/button";
import { Input, Field } from "@/components/ui/field";
import {
  comboboxInputProps,
  Listbox,
  optionsAnswer,
  useCombobox,
  useSearchText,
} from "@/components/booking-form/combobox";
import { ErrorText, TextField } from "@/components/booking-form/fields";
import { partyLabel, type BookingFormValues } from "@/components/booking-form/form-model";
import {
  isEmptyParty,
  OPTIONAL_PARTIES,
  REQUIRED_PARTIES,
  type ExtBookingParty,
  type PartyRole,
} from "@/lib/booking/message/save-schema";

export function PartiesStep({ canUseAddressBook }: { canUseAddressBook: boolean }) {
  const t = useTranslations("bookingForm.parties");
  const te = useTranslations("bookingForm.enum.party");
  return (
    <div className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        {REQUIRED_PARTIES.map((role) => (
          <PartyEditor key={role} role={role} required canUseAddressBook={canUseAddressBook} />
        ))}
      </div>
      <details className="group rounded-lg border border-slate-200 bg-white shadow-sm">
        <summary className="cursor-pointer px-4 py-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500">
          {t("more", { list: OPTIONAL_PARTIES.map((r) => te(r)).join(", ") })}
        </summary>
        <div className="grid gap-4 border-t border-slate-200 p-4 lg:grid-cols-2">
          {OPTIONAL_PARTIES.map((role) => (
            <PartyEditor key={role} role={role} required={false} canUseAddressBook={canUseAddressBook} />
          ))}
        </div>
      </details>
    </div>
  );
}

const EMPTY_FULL: ExtBookingParty = { IsReferenceOnly: false, Name: "", Code: null };

function PartyEditor({
  role,
  required,
  canUseAddressBook,
}: {
  role: PartyRole;
  required: boolean;
  canUseAddressBook: boolean;
}) {
  const t = useTranslations("bookingForm.parties");
  const te = useTranslations("bookingForm.enum.party");
  const name = `Header.${role}` as const;
  const { setValue } = useFormContext<BookingFormValues>();
  const party = useWatch<BookingFormValues>({ name }) as ExtBookingParty | null | undefined;
  const [chosenMode, setMode] = useState<"book" | "full" | null>(null);
  const mode = party?.IsReferenceOnly
    ? "book"
    : party && !isEmptyParty(party)
      ? "full"
      : (chosenMode ?? (canUseAddressBook ? "book" : "full"));
  const set = (value: ExtBookingParty | null) => setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const radio = useId();
  // The control a pick (or "Change") replaces is gone: focus goes to its successor, not the page body.
  const [focusAfter, setFocusAfter] = useState<"chosen" | "search" | null>(null);

  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-describedby={`${radio}-req`}>
      <legend className="px-1 text-sm font-semibold">
        {te(role)}
        {required ? (
          <span id={`${radio}-req`} className="ml-1 text-xs font-normal text-slate-500">
            {t("required")}
          </span>
        ) : null}
      </legend>
      {canUseAddressBook ? (
        <div
          className="mb-3 flex gap-4 text-sm"
          role="radiogroup"
          aria-label={t("howToGive", { party: te(role).toLowerCase() })}
        >
          {(
            [
              ["book", t("fromBook")],
              ["full", t("inFull")],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="inline-flex items-center gap-1.5">
              {/* raw <input>: a radio inside its label (Input is for text-like fields) */}
              <input
                type="radio"
                name={`${radio}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  set(value === "full" ? { ...EMPTY_FULL } : null);
                }}
                className="h-4 w-4 border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
              />
              {text}
            </label>
          ))}
        </div>
      ) : null}
      {mode === "book" ? (
        party?.IsReferenceOnly ? (
          <ChosenParty
            party={party}
            autoFocus={focusAfter === "chosen"}
            onChange={() => {
              setFocusAfter("search");
              set(null);
            }}
          />
        ) : (
          <AddressBookSearch
            role={role}
            autoFocus={focusAfter === "search"}
            onPick={(p) => {
              setFocusAfter("chosen");
              set(p);
            }}
          />
        )
      ) : (
        <FullParty name={name} />
      )}
      <ErrorText name={name} />
      <ErrorText name={`${name}.Id`} />
      {mode === "book" ? <ErrorText name={`${name}.Code`} /> : null}
    </fieldset>
  );
}

function ChosenParty({
  party,
  onChange,
  autoFocus,
}: {
  party: ExtBookingParty;
  onChange: () => void;
  autoFocus: boolean;
}) {
  const t = useTranslations("bookingForm.parties");
  const address = party.Address;
  return (
    <div className="flex items-start justify-between gap-3 rounded-md bg-slate-50 px-3 py-2 text-sm">
      <div>
        <p className="font-medium">{partyLabel(party)}</p>
        <p className="text-xs text-slate-600">
          {[party.Code, party.Email, address?.City, address?.Country].filter(Boolean).join(" · ") || t("bookEntry")}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={onChange}
        aria-label={t("changeLabel", { party: partyLabel(party) })}
        autoFocus={autoFocus}
      >
        {t("change")}
      </Button>
    </div>
  );
}

function AddressBookSearch({
  role,
  onPick,
  autoFocus,
}: {
  role: PartyRole;
  onPick: (p: ExtBookingParty) => void;
  autoFocus: boolean;
}) {
  const t = useTranslations("bookingForm.parties");
  const te = useTranslations("bookingForm.enum.party");
  const id = `party-${role}`;
  const search = useSearchText(200);
  const { query } = search;
  const results = useQuery({
    queryKey: ["address-book", query],
    queryFn: async () => unwrap(await searchAddressBookAction({ query })),
    staleTime: 30_000,
    // the list shown stays (dimmed) until the new one arrives; Enter waits for the new one
    placeholderData: keepPreviousData,
  });
  const options = results.data ?? [];
  const current = optionsAnswer(search, results);
  const box = useCombobox(options, onPick, { current, settle: search.settle });
  const status = results.error ? results.error.message : results.isFetching ? t("searching") : t("noEntry");
  return (
    <Field id={id} label={t("searchBook")} className="relative">
      <Input
        id={id}
        className="mt-1"
        placeholder={t("searchPlaceholder")}
        autoComplete="off"
        autoFocus={autoFocus}
        value={search.text}
        onChange={(e) => {
          search.setText(e.target.value);
          box.onInput();
        }}
        // Opens on a click, typing or ArrowDown, not on focus: the step focuses its first search
        // box on arrival, and a list opened then would lie over the parties below it.
        onClick={() => box.setOpen(true)}
        onBlur={() => box.setOpen(false)}
        onKeyDown={box.onKeyDown}
        {...comboboxInputProps(id, box, options.length)}
      />
      {box.open ? (
        <Listbox
          id={id}
          label={t("entriesFor", { party: te(role) })}
          options={options}
          active={box.active}
          status={status}
          stale={!current}
          onPick={(p) => {
            onPick(p);
            box.setOpen(false);
          }}
          render={(p) => (
            <>
              <span className="font-medium">{partyLabel(p)}</span>
              <span className="ml-2 text-xs text-slate-600">
                {[p.Code, p.Address?.City, p.Address?.Country].filter(Boolean).join(" · ")}
              </span>
            </>
          )}
        />
      ) : null}
    </Field>
  );
}

function FullParty({ name }: { name: `Header.${PartyRole}` }) {
  const code = useWatch<BookingFormValues, `Header.${PartyRole}.Code`>({ name: `${name}.Code` });
  const t = useTranslations("bookingForm.parties.full");
  const { setValue } = useFormContext<BookingFormValues>();
  const [keep, setKeep] = useState(Boolean(code));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField name={`${name}.Name`} label={t("name")} className="sm:col-span-2" autoComplete="organization" />
      <TextField name={`${name}.Email`} label={t("email")} type="email" autoComplete="email" />
      <TextField name={`${name}.Phone`} label={t("phone")} type="tel" autoComplete="tel" />
      <TextField name={`${name}.Address.Address1`} label={t("street")} className="sm:col-span-2" />
      <TextField name={`${name}.Address.City`} label={t("city")} />
      <TextField name={`${name}.Address.PostalCode`} label={t("postalCode")} />
      <TextField name={`${name}.Address.Country`} label={t("country")} />
      <div className="sm:col-span-2">
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          {/* raw <input>: a checkbox inside its label (Input is for text-like fields) */}
          <input
            type="checkbox"
            checked={keep}
            onChange={(e) => {
              setKeep(e.target.checked);
              if (!e.target.checked) setValue(`${name}.Code`, null, { shouldDirty: true });
            }}
            className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-2 focus:ring-brand-500"
          />
          {t("keep")}
        </label>
        {keep ? (
          <TextField
            name={`${name}.Code`}
            label={t("code")}
            className="mt-2 max-w-xs"
            placeholder={t("codePlaceholder")}
          />
        ) : null}
      </div>
    </div>
  );
}
