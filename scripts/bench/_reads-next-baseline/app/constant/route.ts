// Baseline of the 304 answers (scripts/bench/reads.ts): a bare Next.js route returning a constant.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return new Response('{"ok":true}', {
    headers: { "content-type": "application/json; charset=utf-8", "api-version": "1.0" },
  });
}
