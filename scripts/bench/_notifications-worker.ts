// The notifications bench's worker in a process of its own (as `npm run worker` runs it, beside
// portals started with NOTIFICATION_WORKER=0), sending through SMTP_URL.
import { startNotificationWorker } from "../../lib/notifications/run-worker";

const worker = startNotificationWorker({ force: true, log: (l) => console.error(l) })!;
console.log("ready");
process.once("SIGTERM", () => void worker.stop().finally(() => process.exit(0)));
