// The page's session watch against a real HTTP server: a request answered 401 (the session ended)
// reports it and waits; once the person has signed in again it is sent again and its caller gets
// the answer it wanted. Requests made meanwhile wait too; nothing is sent twice before that.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchKeepingSession, reportSignedInAgain, sessionHasEnded, sessionRestored } from "@/lib/auth/session-watch";

let server: Server;
let base: string;
let signedIn = true;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? "");
    res.writeHead(signedIn ? 200 : 401, { "content-type": "application/json" });
    res.end(JSON.stringify(signedIn ? { ok: true } : { status: 1, code: "UNAUTHORIZED" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("fetchKeepingSession", () => {
  it("answers at once while the session stands", async () => {
    const res = await fetchKeepingSession(`${base}/a`);
    expect(res.status).toBe(200);
    expect(sessionHasEnded()).toBe(false);
  });

  it("on a 401 reports the session ended, waits for the new sign-in, then sends the request again", async () => {
    signedIn = false;
    seen.length = 0;
    let answered = false;
    const pending = fetchKeepingSession(`${base}/save`, { method: "POST", body: "{}" }).then((res) => {
      answered = true;
      return res;
    });
    await vi.waitFor(() => expect(sessionHasEnded()).toBe(true));
    expect(seen).toEqual(["/save"]);
    expect(answered).toBe(false);
    let waited = false;
    const other = sessionRestored().then(() => (waited = true));
    signedIn = true; // the person signs in again (the dialog)
    reportSignedInAgain();
    const res = await pending;
    await other;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toEqual(["/save", "/save"]);
    expect(waited).toBe(true);
    expect(sessionHasEnded()).toBe(false);
  });
});
