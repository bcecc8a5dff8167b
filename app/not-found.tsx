import Link from "next/link";
import { useTranslations } from "next-intl";
import { StatusPage, statusPrimaryClass } from "@/components/status-page";

// 404 for pages: also what a booking or a page the caller may not see answers (as if it did not exist).
export default function NotFound() {
  const t = useTranslations("shell.notFound");
  return (
    <StatusPage
      kicker="404"
      kickerClass="text-brand-600"
      title={t("title")}
      body={t("body")}
      primary={
        <Link href="/" className={statusPrimaryClass}>
          {t("home")}
        </Link>
      }
      links={[
        { href: "/bookings", label: t("bookings") },
        { href: "/schedules", label: t("schedules") },
      ]}
    />
  );
}
