import "server-only";
// Starting the notification worker: inside the portal process unless NOTIFICATION_WORKER=0, or
// with the feed worker in `npm run worker`. E-mail only when SMTP_URL is set.
import { env } from "@/lib/env";
import { NotificationWorker } from "@/lib/notifications/worker";

export function portalUrl(): string {
  return env().PORTAL_URL ?? env().NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}

export function startNotificationWorker(
  options: { force?: boolean; log?: (line: string) => void } = {},
): NotificationWorker | null {
  if (!options.force && !env().NOTIFICATION_WORKER) return null;
  const worker = new NotificationWorker({
    smtpUrl: env().SMTP_URL ?? null,
    from: env().SMTP_FROM,
    portalUrl: portalUrl(),
    concurrency: env().NOTIFICATION_WORKER_CONCURRENCY,
    log: options.log,
  });
  worker.start();
  return worker;
}
