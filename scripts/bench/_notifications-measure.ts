// The measurement of scripts/bench/notifications.ts (run in its own process).
import { createTestDatabase } from "../../lib/testing/test-database";

const BOOKINGS = 50;
const UNITS_PER_BOOKING = 5;

const database = await createTestDatabase();
process.env.DATABASE_URL = database.url;
process.env.DATABASE_POOL_MAX = "8";

const { db } = await import("../../lib/db/prisma");
const { recordMilestones } = await import("../../lib/feed/record-milestones");
const { saveBooking } = await import("../../lib/booking/save-booking");
const { parseBookingSaveRequest } = await import("../../lib/booking/parse-save-request");
const { bookingInput } = await import("../../lib/booking/test-helpers");
const { startSmtp } = await import("../../lib/notifications/test-helpers");
const { NotificationWorker } = await import("../../lib/notifications/worker");
type Caller = import("../../lib/auth/caller").Caller;

const smtp = await startSmtp();
try {
  const key = await db().apiKey.findFirstOrThrow({ where: { name: "Acme integration" } });
  const agent: Caller = {
    kind: "apiKey",
    id: key.id,
    role: "AGENT",
    agentId: key.agentId,
    lineId: null,
    name: key.name,
    ip: "127.0.0.1",
  };
  const staffUser = await db().user.findUniqueOrThrow({ where: { email: "staff.nrl@quayside.test" } });
  const staff: Caller = {
    kind: "user",
    id: staffUser.id,
    role: "STAFF",
    agentId: null,
    lineId: staffUser.lineId,
    name: staffUser.name,
    ip: "127.0.0.1",
  };
  const agentUsers = await db().user.count({ where: { agentId: key.agentId, role: "AGENT", disabledAt: null } });
  const itemIds: number[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const saved = await saveBooking(
      agent,
      parseBookingSaveRequest({ booking: bookingInput({ items: UNITS_PER_BOOKING }) }).booking,
      { testOnly: false },
    );
    itemIds.push(...saved.booking.Items.map((it) => Number(it.Id)));
  }
  // E-mails of the saves themselves (none reach agents; staff get portal-only ones) are not counted.
  await db().notification.updateMany({ where: {}, data: { readAt: new Date() } });
  const worker = new NotificationWorker({
    smtpUrl: smtp.url,
    from: "Quayside <bench@quayside.test>",
    portalUrl: "http://localhost:3000",
    concurrency: 8,
    pollMs: 50,
    scans: false,
  });
  worker.start();
  const expected = BOOKINGS * agentUsers;
  const startedAt = Date.now();
  const recordStart = performance.now();
  await recordMilestones(
    staff,
    itemIds.map((itemId) => ({ itemId, milestone: { type: "Delivered", on: new Date().toISOString().slice(0, 10) } })),
  );
  const recordMs = performance.now() - recordStart;
  const notifications = await db().notification.count({ where: { kind: "MILESTONE" } });
  while (smtp.mails.length < expected) await new Promise((r) => setTimeout(r, 20));
  const last = Math.max(...smtp.mails.map((m) => m.acceptedAt));
  const lastMs = last - startedAt;
  await worker.stop();
  console.log(`units: ${itemIds.length} in ${BOOKINGS} bookings; agent users: ${agentUsers}`);
  console.log(`recordMilestones (one call, notifications included): ${recordMs.toFixed(0)} ms`);
  console.log(`notifications written: ${notifications} (one per booking and agent user)`);
  console.log(
    `e-mails accepted by the SMTP server: ${smtp.mails.length} (expected ${expected}); distinct Message-IDs: ${new Set(smtp.mails.map((m) => m.messageId)).size}`,
  );
  console.log(
    `time from the recording's start to the last e-mail accepted: ${lastMs.toFixed(0)} ms (target ≤ 5000 ms); load average ${(await import("node:os")).loadavg()[0].toFixed(2)}`,
  );
} finally {
  await smtp.close();
  await database.drop();
}
process.exit(0);
