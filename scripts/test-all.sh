#!/usr/bin/env bash
# npm test — everything a change must pass: types, lint, unit and integration tests on a real
# PostgreSQL (the embedded one; and the server at TEST_DATABASE_URL too when set), browser tests.
# Ends with one "N passed, N failed, N skipped" line per test run and a total.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$(date +%s)
reports=".test-reports" # outside test-results/, which Playwright empties when it starts
rm -rf "$reports" && mkdir -p "$reports"
trap 'node scripts/test-summary.mjs "$reports"; echo "npm test took $(( $(date +%s) - started )) s"' EXIT

# Each step prints how long the one before it took, so a slow CI run shows where its time went.
last=$started
step() {
  local now; now=$(date +%s)
  [[ $now -gt $started ]] && printf '(%s s)\n' "$(( now - last ))"
  last=$now
  printf '\n\033[1m== %s\033[0m\n' "$1"
}

step "typecheck"
npx tsc --noEmit
step "lint"
npx eslint . --max-warnings=0

step "unit and integration tests on the embedded PostgreSQL (PGlite)"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/1-vitest-embedded.json"
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "unit and integration tests on the PostgreSQL server (${TEST_DATABASE_URL%%\?*})"
  npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/2-vitest-server.json"
fi

step "build"
npx next build > /tmp/quayside-build.log 2>&1 || { cat /tmp/quayside-build.log; exit 1; }
step "browser tests (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/3-playwright.json" npx playwright test --reporter=list,json
