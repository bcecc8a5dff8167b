#!/usr/bin/env bash
# npm test — everything a change must pass: types, lint, unit and integration tests on a real
# PostgreSQL (the embedded one; and the server at TEST_DATABASE_URL too when set), browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$(date +%s)

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck"
npx tsc --noEmit
step "lint"
npx eslint . --max-warnings=0

step "unit and integration tests on the embedded PostgreSQL (PGlite)"
env -u TEST_DATABASE_URL npx vitest run
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "unit and integration tests on the PostgreSQL server (${TEST_DATABASE_URL%%\?*})"
  npx vitest run
fi

step "build"
npx next build > /tmp/quayside-build.log 2>&1 || { cat /tmp/quayside-build.log; exit 1; }
step "browser tests (Playwright, Chromium)"
npx playwright test

echo "npm test finished in $(( $(date +%s) - started )) s"
