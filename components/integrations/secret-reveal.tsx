// A signing secret, shown once (at creation or rotation): the shared ShownOnce with its words.
import { useTranslations } from "next-intl";
import { ShownOnce } from "@/components/shown-once";

export function SecretReveal({ title, secret, onDone }: { title: string; secret: string; onDone: () => void }) {
  const t = useTranslations("admin.integrations");
  return <ShownOnce title={title} label={t("secretLabel")} value={secret} hint={t("secretHint")} onDone={onDone} />;
}
