// What the browser benchmarks (booking-form, schedules-page) share: the built portal started on a
// database of their own, and a demo agent signed in through the sign-in page.
import { spawn } from "node:child_process";
import path from "node:path";
import type { Page } from "@playwright/test";
import { TEST_PASSWORD, TEST_USERS } from "../../lib/testing/fixtures";

export async function startPortal(databaseUrl: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "_reads-portal.ts")], {
    stdio: ["ignore", "pipe", "inherit"],
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: "scripts/tsconfig.json",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: "5",
      PORT: String(port),
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "bench-secret-bench-secret-bench-secret",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`portal exited with ${code}`)));
  });
  return child;
}

export async function signInAsAgent(page: Page) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(TEST_USERS.agent);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();
}
