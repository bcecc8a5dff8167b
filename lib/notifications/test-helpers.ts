// Test and benchmark helpers of notifications (never used by the app): a real SMTP server on
// 127.0.0.1 (smtp-server) that parses what it accepts (mailparser), and users of one's own.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { db } from "@/lib/db/prisma";

export interface ReceivedMail {
  to: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail["headers"];
  /** a header as sent (mailparser folds the List-* headers into one structured "list" header) */
  header(name: string): string | null;
  acceptedAt: number;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:<port>?tls=off */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Stops listening (an outage); the port stays this server's for start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      disableReverseLookup: true,
      onData(stream, session, callback) {
        simpleParser(stream).then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(","),
            messageId: parsed.messageId ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: parsed.headers,
            acceptedAt: Date.now(),
            header: (name) => {
              const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
              return line
                ? line
                    .slice(line.indexOf(":") + 1)
                    .replace(/\r?\n\s+/g, " ")
                    .trim()
                : null;
            },
          });
          callback();
        }, callback);
      },
    });
  let server = make();
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(p, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port));
    });
  const bound = await listen(port);
  let open = true;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!open) return resolve();
      open = false;
      server.close(() => resolve());
    });
  return {
    url: `smtp://127.0.0.1:${bound}?tls=off`,
    port: bound,
    mails,
    stop,
    start: async () => {
      server = make();
      await listen(bound);
      open = true;
    },
    close: stop,
  };
}

let made = 0;
/** A user of one's own under an agent (role AGENT) or a line (STAFF), so a test's worker can serve only its users. */
export async function makeUser(options: {
  agentId?: number;
  lineId?: number;
  timeZone?: string;
}): Promise<{ id: number; email: string }> {
  const tag = `${process.pid}.${Date.now().toString(36)}.${made++}`;
  return db().user.create({
    data: {
      email: `notify.${tag}@quayside.test`,
      name: `Notify ${tag}`,
      passwordHash: "x",
      role: options.agentId ? "AGENT" : "STAFF",
      agentId: options.agentId ?? null,
      lineId: options.lineId ?? null,
      timeZone: options.timeZone ?? "UTC",
    },
    select: { id: true, email: true },
  });
}
