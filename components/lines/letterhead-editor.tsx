"use client";
// The letterhead of the line's documents: the name printed, the address and contacts, and a logo
// (PNG or JPEG, checked for type and size here before it is sent, and again by the server), with a
// preview of a document's head as it will print. Saved by PUT /api/lines/{code}/letterhead.
import { useTranslations } from "next-intl";
import { StatusBox } from "@/components/lines/status-box";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldErrorId, FileInput, Input, Textarea } from "@/components/ui/field";
import type { ErrorEnvelope } from "@/lib/core/errors";
import { ADDRESS_MAX_LINES, LOGO_MAX_BYTES, LOGO_TYPES, type LetterheadView } from "@/lib/letterhead/schema";
import { isOneOf } from "@/lib/core/narrow";

type Status = { tone: "ok" | "error"; message: string } | null;
type FieldErrors = Partial<Record<"name" | "address" | "logo", string>>;

const LOGO_KB = LOGO_MAX_BYTES / 1024;

/** The file's bytes as base64, for the JSON body. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function LetterheadEditor({
  line,
  initial,
  initialLogoUrl,
}: {
  line: { code: string; name: string };
  initial: LetterheadView;
  /** the stored logo as a data: URL, for the preview */
  initialLogoUrl: string | null;
}) {
  const t = useTranslations("line.letterheadEditor");
  const tc = useTranslations("common");
  const [name, setName] = useState(initial.customName ? initial.name : "");
  const [address, setAddress] = useState(initial.address ?? "");
  const [logoUrl, setLogoUrl] = useState(initialLogoUrl);
  /** undefined: unchanged; null: remove; a string: the new logo's base64 */
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const chooseLogo = async (file: File | null) => {
    setStatus(null);
    if (!file) return;
    if (!isOneOf(LOGO_TYPES, file.type)) {
      setErrors((e) => ({ ...e, logo: t("logoType") }));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setErrors((e) => ({
        ...e,
        logo: t("logoSize", { kb: Math.ceil(file.size / 1024), max: LOGO_KB }),
      }));
      return;
    }
    const data = await base64Of(file);
    setErrors((e) => ({ ...e, logo: undefined }));
    setLogo(data);
    setLogoUrl(`data:${file.type};base64,${data}`);
  };

  const save = async () => {
    setBusy(true);
    setStatus(null);
    const res = await fetch(`/api/lines/${encodeURIComponent(line.code)}/letterhead`, {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        name: name.trim() || null,
        address: address.trim() || null,
        ...(logo !== undefined && { logo: logo === null ? null : { data: logo } }),
      }),
    }).catch(() => null);
    const json = (await res?.json().catch(() => null)) as LetterheadView | ErrorEnvelope | null;
    setBusy(false);
    if (res?.ok && json && "line" in json) {
      setLogo(undefined);
      setErrors({});
      setStatus({ tone: "ok", message: t("saved") });
      return;
    }
    const found: FieldErrors = {};
    for (const e of json && "errors" in json ? json.errors : []) {
      const key = e.path.split(".")[0];
      if (key === "name" || key === "address" || key === "logo") found[key] = e.message;
    }
    setErrors(found);
    setStatus({
      tone: "error",
      message: json && "message" in json ? json.message : t("saveFailed"),
    });
  };

  const shownName = name.trim() || line.name;
  return (
    <section aria-labelledby="letterhead-title" className="grid gap-6 lg:grid-cols-2">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2 id="letterhead-title" className="text-sm font-semibold">
          {t("heading", { name: line.name })}
        </h2>
        <Field id="letterhead-name" label={t("nameLabel")} error={errors.name}>
          <Input
            id="letterhead-name"
            value={name}
            maxLength={120}
            placeholder={line.name}
            aria-describedby={errors.name ? fieldErrorId("letterhead-name") : "letterhead-name-hint"}
            onChange={(e) => setName(e.target.value)}
          />
          <p id="letterhead-name-hint" className="mt-0.5 text-xs text-slate-600">
            {t("nameHint", { name: line.name })}
          </p>
        </Field>
        <Field id="letterhead-address" label={t("addressLabel")} error={errors.address}>
          <Textarea
            id="letterhead-address"
            rows={ADDRESS_MAX_LINES}
            maxLength={500}
            value={address}
            aria-describedby={errors.address ? fieldErrorId("letterhead-address") : "letterhead-address-hint"}
            onChange={(e) => setAddress(e.target.value)}
          />
          <p id="letterhead-address-hint" className="mt-0.5 text-xs text-slate-600">
            {t("addressHint", { max: ADDRESS_MAX_LINES })}
          </p>
        </Field>
        <Field id="letterhead-logo" label={t("logoLabel")} error={errors.logo}>
          <FileInput
            id="letterhead-logo"
            accept={LOGO_TYPES.join(",")}
            aria-describedby={errors.logo ? fieldErrorId("letterhead-logo") : "letterhead-logo-hint"}
            onChange={(e) => void chooseLogo(e.target.files?.[0] ?? null)}
          />
          <p id="letterhead-logo-hint" className="mt-0.5 text-xs text-slate-600">
            {t("logoHint", { max: LOGO_KB })}
          </p>
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? tc("action.saving") : t("save")}
          </Button>
          {logoUrl ? (
            <Button
              variant="secondary"
              onClick={() => {
                setLogo(null);
                setLogoUrl(null);
                setStatus(null);
              }}
            >
              {t("removeLogo")}
            </Button>
          ) : null}
        </div>
        {status ? <StatusBox tone={status.tone}>{status.message}</StatusBox> : null}
      </form>
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-semibold">{t("preview")}</figcaption>
        <div className="rounded border border-slate-300 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-[#1f3a5f] pb-3">
            <div className="min-w-0">
              {logoUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- a data: URL of the line's own logo
                <img
                  src={logoUrl}
                  alt={t("logoAlt", { name: shownName })}
                  className="mb-1 max-h-14 max-w-[180px] object-contain"
                />
              ) : null}
              <p className={logoUrl ? "text-xs font-bold text-slate-900" : "text-xl font-bold text-[#1f3a5f]"}>
                {shownName}
              </p>
              {address.trim() ? <p className="whitespace-pre-line text-xs text-slate-600">{address.trim()}</p> : null}
            </div>
            <div className="text-right">
              <p className="text-base font-bold text-[#1f3a5f]">{t("previewTitle")}</p>
              <p className="text-xs text-slate-600">
                {t("previewBooking")} <span className="font-semibold text-slate-900">ABC-000001</span>
              </p>
            </div>
          </div>
        </div>
      </figure>
    </section>
  );
}
