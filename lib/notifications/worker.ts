import "server-only";
// The notification worker (lib/feed/worker.ts's pattern): every round it runs the scheduled scans
// (cut-off reminders, late units, expiring quotes, failing feed endpoints; each event fires once
// by its key), forms e-mails from the outbox, claims due ones with a lease and sends them through
// SMTP; every 10 minutes it also purges uploads no booking refers to. Any number of workers, in any number of
// processes, may run at once. Without an SMTP URL it runs the scans only.
import { randomBytes } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import {
  claimEmails,
  dropEmail,
  finishEmail,
  formEmails,
  loadEmail,
  releaseEmail,
  skipLateNotifications,
  EMAIL_MAX_LATENESS_MS,
  type ClaimedEmail,
  type EmailOutcome,
  type UserScope,
} from "@/lib/notifications/emails";
import { renderEmail } from "@/lib/notifications/templates";
import { localeOrDefault } from "@/lib/i18n/translator";
import { sendConsigneeEmails } from "@/lib/notifications/consignee";
import { purgeOrphanFiles } from "@/lib/files/purge-orphans";
import {
  scanCutOffReminders,
  scanExpiringQuotes,
  scanFeedFailures,
  scanLateUnits,
} from "@/lib/notifications/scheduled";
import { propertyOf } from "@/lib/core/narrow";
import { PollLoop } from "@/lib/process/poll-loop";

const S = 1000;
const M = 60 * S;
const H = 60 * M;
/** Waits after a failed send (an SMTP server down or answering 4xx), ±10 %; then the e-mail is dead (about 27 h). */
export const EMAIL_RETRY_DELAYS_MS = [5 * S, 30 * S, 2 * M, 10 * M, 30 * M, H, 2 * H, 4 * H, 8 * H, 12 * H] as const;
/** Longer than a send may take (nodemailer's timeouts below) with room to write its outcome. */
export const EMAIL_LEASE_MS = 90 * S;
const SMTP_TIMEOUT_MS = 20 * S;

export interface NotificationWorkerOptions {
  /** smtp://… or smtps://…; null: no e-mail (scans only) */
  smtpUrl: string | null;
  from: string;
  /** the portal's public URL, for links in e-mails */
  portalUrl: string;
  /** e-mails in flight at once */
  concurrency?: number;
  pollMs?: number;
  /** how often the scheduled scans run */
  scanEveryMs?: number;
  now?: () => Date;
  random?: () => number;
  /** serve only these users' e-mails and skip the scans (tests) */
  userIds?: UserScope;
  /** send only these bookings' consignee e-mails (tests); by default all, or none when userIds is given */
  consigneeBookings?: readonly number[] | null;
  scans?: boolean;
  log?: (line: string) => void;
}

/** SMTP_URL as nodemailer's connection options (nodemailer would drop `pool` beside a `url`). */
export function smtpConnection(url: string): Omit<SMTPPool.Options, "pool"> {
  const u = new URL(url);
  if (u.protocol !== "smtp:" && u.protocol !== "smtps:")
    throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const secure = u.protocol === "smtps:";
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    // smtp:// with ?tls=off (local test servers): no STARTTLS even if offered
    ignoreTLS: u.searchParams.get("tls") === "off",
  };
}

export function emailRetryDelayMs(attempts: number, random: () => number = Math.random): number | null {
  if (attempts > EMAIL_RETRY_DELAYS_MS.length) return null;
  return Math.round(EMAIL_RETRY_DELAYS_MS[attempts - 1] * (0.9 + 0.2 * random()));
}

/** How often a worker purges orphaned uploads (they live FILE_ORPHAN_HOURS, 1 by default: gone within 70 minutes). */
export const ORPHAN_PURGE_EVERY_MS = 10 * 60_000;

export class NotificationWorker {
  readonly id = `notify-${process.pid}-${randomBytes(4).toString("hex")}`;
  private readonly poll = new PollLoop(() => this.pass());
  private lastScan = 0;
  private lastPurge = 0;
  private readonly transport: Transporter | null;
  private readonly domain: string;
  private readonly o: Required<Omit<NotificationWorkerOptions, "userIds" | "consigneeBookings">> & {
    userIds: UserScope;
    consigneeBookings: readonly number[] | null;
  };

  constructor(options: NotificationWorkerOptions) {
    this.o = {
      concurrency: 8,
      pollMs: 250,
      scanEveryMs: 60 * S,
      now: () => new Date(),
      random: Math.random,
      userIds: null,
      scans: options.userIds ? false : true,
      ...options,
      consigneeBookings:
        options.consigneeBookings !== undefined ? options.consigneeBookings : options.userIds ? [] : null,
      // After the spread: run-worker passes `log: undefined` when it has none, which would replace
      // the default and crash the loop at its first error (a database blip).
      log: options.log ?? ((line) => console.error(line)),
    };
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          ...smtpConnection(options.smtpUrl),
          pool: true,
          maxConnections: this.o.concurrency,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        } as SMTPPool.Options)
      : null;
    this.domain = new URL(options.portalUrl).hostname || "quayside";
  }

  get emailEnabled(): boolean {
    return this.transport !== null;
  }

  /** One round to its end: scans (when due), forms and sends what is due. Returns the e-mails handled. Tests drive the worker with this. */
  async runOnce(): Promise<number> {
    const now = this.o.now();
    if (this.o.scans && now.getTime() - this.lastScan >= this.o.scanEveryMs) {
      this.lastScan = now.getTime();
      await scanCutOffReminders(now);
      await scanLateUnits(now);
      await scanExpiringQuotes(now);
      await scanFeedFailures(now);
    }
    // Housekeeping every 10 minutes: uploads no booking refers to (lib/files). A plain
    // DELETE, so workers on several instances running it at once do no harm.
    if (this.o.scans && now.getTime() - this.lastPurge >= ORPHAN_PURGE_EVERY_MS) {
      this.lastPurge = now.getTime();
      const purged = await purgeOrphanFiles({ now });
      if (purged) this.o.log(`[files] ${purged} upload(s) no booking refers to purged`);
    }
    if (!this.transport) return 0;
    // Mail too late to be worth sending (e-mail was off until now) is closed before forming, not sent.
    const skipped = await skipLateNotifications(now, this.domain, this.o.userIds);
    if (skipped)
      this.o.log(
        `[notifications] ${skipped} notification(s) more than ${EMAIL_MAX_LATENESS_MS / 3_600_000} h late for e-mail: not sent, shown in the portal`,
      );
    await formEmails(now, this.domain, this.o.userIds);
    const claimed = await claimEmails(
      this.id,
      now,
      new Date(now.getTime() + EMAIL_LEASE_MS),
      this.o.concurrency,
      this.o.userIds,
    );
    await Promise.all(claimed.map((e) => this.send(e)));
    // Consignees' updates (lib/notifications/consignee.ts): their own outbox, the same transport.
    const consignees = await sendConsigneeEmails({
      transport: this.transport,
      workerId: this.id,
      from: this.o.from,
      portalUrl: this.o.portalUrl,
      domain: this.domain,
      now,
      bookingIds: this.o.consigneeBookings,
      limit: this.o.concurrency,
    });
    return claimed.length + consignees;
  }

  start(): void {
    this.poll.start();
  }

  async stop(): Promise<void> {
    await this.poll.stop();
    this.transport?.close();
  }

  /** One pass of the loop start() runs. */
  private async pass(): Promise<void> {
    let handled = 0;
    try {
      handled = await this.runOnce();
    } catch (error) {
      this.o.log(`[notifications] ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!handled && this.poll.running) await this.poll.pause(this.o.pollMs);
  }

  /** Sends one claimed e-mail and records the outcome; a failure to record is logged (the lease runs out, it goes again). */
  private async send(email: ClaimedEmail): Promise<void> {
    try {
      const content = await loadEmail(email);
      if (!content || !content.notifications.length) return void (await dropEmail(email, this.id, this.o.now()));
      if (this.poll.stopping) return void (await releaseEmail(email.id, this.id));
      const mail = renderEmail(
        { ...content, userId: email.userId },
        email.digest,
        this.o.portalUrl,
        localeOrDefault(content.to.locale),
      );
      let outcome: EmailOutcome;
      try {
        await this.transport!.sendMail({
          from: this.o.from,
          to: { name: content.to.name, address: content.to.email },
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${email.messageId}>`,
          headers: {
            "List-Unsubscribe": `<${mail.unsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        });
        outcome = { kind: "sent" };
      } catch (error) {
        const text = propertyOf(error, "message");
        const message = typeof text === "string" ? text : String(error);
        const responseCode = Number(propertyOf(error, "responseCode") ?? 0);
        const delay = emailRetryDelayMs(email.attempts + 1, this.o.random);
        // 5xx is the server refusing this message for good; anything else (no connection, 4xx, a timeout) is tried again.
        outcome =
          responseCode >= 500 || delay === null
            ? { kind: "dead", error: message }
            : { kind: "retry", nextAttemptAt: new Date(this.o.now().getTime() + delay), error: message };
      }
      await finishEmail(email, this.id, this.o.now(), outcome);
    } catch (error) {
      this.o.log(`[notifications] e-mail ${email.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
