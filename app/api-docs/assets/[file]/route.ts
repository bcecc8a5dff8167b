// GET /api-docs/assets/<file> — the few files of swagger-ui-dist the reference page loads.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const FILES: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
};

let packageDir: string | undefined;
function swaggerUiDir(): string {
  // Resolved from the project root at run time, so the bundler leaves the package on disk.
  packageDir ??= path.dirname(
    createRequire(path.join(process.cwd(), "package.json")).resolve("swagger-ui-dist/package.json"),
  );
  return packageDir;
}

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const type = FILES[file];
  if (!type) return new Response("Not found", { status: 404 });
  const body = await readFile(path.join(swaggerUiDir(), file));
  return new Response(new Uint8Array(body), {
    headers: { "content-type": type, "cache-control": "public, max-age=86400" },
  });
}
