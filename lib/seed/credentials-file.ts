// Generated demo credentials of the embedded database, kept beside its data so every start can
// print them again (the database stores only hashes).
import { readFile, writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { DemoCredentials } from "@/lib/seed/seed";

const FILE = path.join(process.cwd(), ".data", "demo-credentials.json");

export async function saveDemoCredentials(credentials: DemoCredentials): Promise<void> {
  await mkdir(path.dirname(FILE), { recursive: true });
  await writeFile(FILE, JSON.stringify(credentials, null, 2), { mode: 0o600 });
}

export async function loadDemoCredentials(): Promise<DemoCredentials | null> {
  try {
    return JSON.parse(await readFile(FILE, "utf8")) as DemoCredentials;
  } catch {
    return null;
  }
}
