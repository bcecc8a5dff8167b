"use client";
// Papers and photos in the booking form: each file goes to POST /api/files as it is chosen
// (dropped, picked, or taken with the phone's camera), and the ExtFile it answers {Id, Name, Url}
// becomes the field's value, which the save then refers to (docs/portal/documents.md).
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ErrorText } from "@/components/booking-form/fields";
import type { BookingFormValues } from "@/components/booking-form/form-model";
import { labelClass } from "@/components/ui/field";
import type { ExtFile } from "@/lib/booking/message/save-schema";
import { SAVE_LIMITS } from "@/lib/booking/message/save-schema";
import { answerSaysSessionEnded, reportSessionEnded, sessionRestored } from "@/lib/auth/session-watch";

const PAPER_TYPES = "application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif";
const PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/heic,image/heif";
const smallButton =
  "inline-flex cursor-pointer items-center rounded border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-within:ring-2 focus-within:ring-brand-500";

/** The stored name ends in the real type's extension, so a name tells whether a browser can show it. */
const isShownImage = (file: ExtFile) => Boolean(file.Url) && /\.(jpe?g|png|webp)$/i.test(file.Name ?? "");
const isPresent = (file: ExtFile | null | undefined): file is ExtFile => Boolean(file && (file.Id || file.Url));

interface Upload {
  name: string;
  /** 0..1, or null before the first progress event */
  done: number | null;
}

/** The words of an upload's refusal, in the page's language. */
interface UploadWords {
  unreachable: (name: string) => string;
  refused: (name: string, reason: string) => string;
  failed: (name: string, status: number) => string;
}

/** One upload; when the session has ended, it waits for the sign-in dialog and goes again. */
async function sendFile(
  file: File,
  agentId: number | null,
  onProgress: (done: number) => void,
  words: UploadWords,
): Promise<ExtFile> {
  for (;;) {
    const sent = await sendFileOnce(file, agentId, onProgress, words);
    if (sent !== "session ended") return sent;
    reportSessionEnded();
    await sessionRestored();
  }
}

/** One upload with progress (fetch cannot report an upload's progress; XMLHttpRequest can). */
function sendFileOnce(
  file: File,
  agentId: number | null,
  onProgress: (done: number) => void,
  words: UploadWords,
): Promise<ExtFile | "session ended"> {
  const query = new URLSearchParams({ name: file.name, stripLocation: "true" });
  if (agentId) query.set("agentId", String(agentId));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/files?${query}`);
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new Error(words.unreachable(file.name)));
    xhr.onload = () => {
      let body: { Id?: number; Name?: string; Url?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // an answer that is not JSON (a proxy's page) is reported by its status below
      }
      if (answerSaysSessionEnded(xhr.status)) resolve("session ended");
      else if (xhr.status === 201 && body.Id && body.Url)
        resolve({ Id: body.Id, Name: body.Name ?? file.name, Url: body.Url });
      else
        reject(new Error(body.message ? words.refused(file.name, body.message) : words.failed(file.name, xhr.status)));
    };
    xhr.send(file);
  });
}

/** Uploads files one after the other, reporting progress and the first refusal. */
function useUploader() {
  const t = useTranslations("bookingForm.files");
  const words: UploadWords = {
    unreachable: (name) => t("unreachable", { name }),
    refused: (name, reason) => t("refused", { name, reason }),
    failed: (name, status) => t("failed", { name, status: String(status) }),
  };
  const agentId = useWatch<BookingFormValues, "Header.AgentId">({ name: "Header.AgentId" });
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function uploadAll(files: File[], onUploaded: (file: ExtFile) => void) {
    setError(null);
    for (const file of files) {
      setUpload({ name: file.name, done: null });
      try {
        onUploaded(
          await sendFile(file, Number(agentId) || null, (done) => setUpload({ name: file.name, done }), words),
        );
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        break;
      } finally {
        setUpload(null);
      }
    }
  }
  return { upload, error, uploadAll };
}

/** A drop target with "Choose file" (and, for photos, "Take photo"), its progress and its refusal. */
function DropZone({
  label,
  accept,
  multiple,
  camera,
  disabled,
  onFiles,
  upload,
  error,
  pickLabel,
  children,
}: {
  label: string;
  /** the picker's words when the default ("Choose file(s)") would mislead, e.g. "Replace file" */
  pickLabel?: string;
  accept: string;
  multiple?: boolean;
  camera?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  upload: Upload | null;
  error: string | null;
  children?: ReactNode;
}) {
  const t = useTranslations("bookingForm.files");
  const [over, setOver] = useState(false);
  const id = useId();
  const pick = pickLabel ?? (multiple ? t("chooseFiles") : t("chooseFile"));
  const take = (list: FileList | null) => list && list.length && onFiles([...list]);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer.files);
  };
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={clsx(
        "rounded-md border border-dashed p-2",
        over ? "border-brand-500 bg-brand-50" : "border-slate-300 bg-slate-50/50",
      )}
    >
      <p id={`${id}-label`} className={labelClass}>
        {label}
      </p>
      {children}
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <FilePicker
          label={pick}
          aria={t("pickerLabel", { label, action: pick })}
          {...{ accept, multiple, disabled }}
          onFiles={take}
        />
        {camera ? (
          <FilePicker
            label={t("takePhoto")}
            aria={t("pickerLabel", { label, action: t("takePhoto") })}
            accept="image/*"
            capture
            disabled={disabled}
            onFiles={take}
          />
        ) : null}
        <span className="hidden sm:inline">{multiple ? t("dropThem") : t("dropIt")}</span>
      </div>
      {upload ? (
        <div className="mt-1 flex items-center gap-2 text-xs text-slate-700" role="status">
          <span className="truncate">{t("uploading", { name: upload.name })}</span>
          <progress
            className="h-2 w-24"
            max={1}
            value={upload.done ?? undefined}
            aria-label={t("uploading", { name: upload.name })}
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A file input dressed as a small button: the input stays in the tab order and is what a screen reader names. */
function FilePicker({
  label,
  aria,
  accept,
  multiple,
  capture,
  disabled,
  onFiles,
}: {
  label: string;
  aria: string;
  accept: string;
  multiple?: boolean;
  capture?: boolean;
  disabled?: boolean;
  onFiles: (files: FileList | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <label className={clsx(smallButton, disabled && "pointer-events-none opacity-50")}>
      {label}
      {/* raw <input>: hidden from sight, the label around it is drawn as the button */}
      <input
        ref={input}
        type="file"
        className="sr-only"
        aria-label={aria}
        accept={accept}
        multiple={multiple}
        capture={capture ? "environment" : undefined}
        disabled={disabled}
        onChange={(e) => {
          onFiles(e.target.files);
          // the same file chosen again after a removal fires change again
          if (input.current) input.current.value = "";
        }}
      />
    </label>
  );
}

function FileChip({ file, onRemove, removeLabel }: { file: ExtFile; onRemove: () => void; removeLabel: string }) {
  const t = useTranslations("bookingForm.files");
  return (
    <li className="flex items-center gap-2 rounded border border-slate-200 bg-white p-1 pr-2 text-xs">
      {isShownImage(file) ? (
        // eslint-disable-next-line @next/next/no-img-element -- our own access-checked file route, not optimisable
        <img src={file.Url!} alt="" className="h-10 w-10 rounded object-cover" />
      ) : (
        <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded bg-slate-100 text-slate-700">
          {/\.pdf$/i.test(file.Name ?? "") ? "PDF" : t("fileBadge")}
        </span>
      )}
      {file.Url ? (
        <a href={file.Url} target="_blank" rel="noreferrer" className="max-w-48 truncate text-brand-700 underline">
          {file.Name || t("fileFallback")}
        </a>
      ) : (
        <span className="max-w-48 truncate">{file.Name || t("fileFallback")}</span>
      )}
      {/* raw <button>: the chip's bare ✕, part of the chip's own look */}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="ml-1 text-slate-500 hover:text-red-700"
      >
        ✕
      </button>
    </li>
  );
}

/**
 * One paper (a customs paper, an invoice): choosing a file replaces it, removing it sends no file.
 * `updateFlag` is the object's UpdatePaperForCustoms: a stored paper changes only when it is true.
 */
export function PaperField({
  name,
  label,
  owner,
  updateFlag,
}: {
  name: string;
  label: string;
  owner: string;
  updateFlag?: string;
}) {
  const t = useTranslations("bookingForm.files");
  const { setValue } = useFormContext();
  const file = useWatch({ name }) as ExtFile | null | undefined;
  const { upload, error, uploadAll } = useUploader();
  const set = (value: ExtFile | null) => {
    setValue(name, value, { shouldDirty: true, shouldValidate: true });
    if (updateFlag) setValue(updateFlag, true, { shouldDirty: true });
  };
  return (
    <div>
      <DropZone
        label={label}
        accept={PAPER_TYPES}
        disabled={Boolean(upload)}
        upload={upload}
        error={error}
        pickLabel={isPresent(file) ? t("replaceFile") : undefined}
        onFiles={(files) => uploadAll(files.slice(0, 1), set)}
      >
        {isPresent(file) ? (
          <ul className="mt-1">
            <FileChip
              file={file}
              onRemove={() => set(null)}
              removeLabel={t("removePaper", { paper: label.toLowerCase(), owner })}
            />
          </ul>
        ) : null}
      </DropZone>
      <ErrorText name={name} />
    </div>
  );
}

/** An item's photos: several at once, from the gallery or the camera, up to the save's limit. */
export function PhotosField({ name, owner }: { name: string; owner: string }) {
  const t = useTranslations("bookingForm.files");
  const { setValue, getValues } = useFormContext();
  const photos = ((useWatch({ name }) as ExtFile[] | undefined) ?? []).filter(isPresent);
  const { upload, error, uploadAll } = useUploader();
  const room = SAVE_LIMITS.photosPerItem - photos.length;
  const add = (file: ExtFile) =>
    setValue(name, [...((getValues(name) as ExtFile[] | undefined) ?? []), file], {
      shouldDirty: true,
      shouldValidate: true,
    });
  return (
    <div>
      <DropZone
        label={t("photos", { count: photos.length, max: SAVE_LIMITS.photosPerItem })}
        accept={PHOTO_TYPES}
        multiple
        camera
        disabled={Boolean(upload) || room <= 0}
        upload={upload}
        error={error}
        onFiles={(files) => uploadAll(files.slice(0, room), add)}
      >
        {photos.length ? (
          <ul className="mt-1 flex flex-wrap gap-2" aria-label={t("photosOf", { owner })}>
            {photos.map((photo, i) => (
              <FileChip
                key={`${photo.Id}-${i}`}
                file={photo}
                removeLabel={t("removePhoto", { photo: photo.Name ?? String(i + 1), owner })}
                onRemove={() =>
                  setValue(
                    name,
                    photos.filter((_, j) => j !== i),
                    { shouldDirty: true, shouldValidate: true },
                  )
                }
              />
            ))}
          </ul>
        ) : null}
      </DropZone>
      <ErrorText name={name} />
    </div>
  );
}
