// The portal as the reads benchmark measures it: the `next build` output behind
// lib/server/portal-server.ts, on the database at DATABASE_URL.
import { startPortalServer } from "../../lib/server/portal-server";

await startPortalServer({ dev: false, hostname: "127.0.0.1", port: Number(process.env.PORT) });
console.log("ready");
