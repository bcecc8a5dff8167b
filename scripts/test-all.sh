#!/usr/bin/env bash
# npm test — everything a change must pass: types, lint, unit and integration tests on a real
# PostgreSQL (the embedded one; and the server at TEST_DATABASE_URL too when set), browser tests.
# Prints each step's time; ends with one "N passed, N failed, N skipped" line per test run and a total.
#
# Steps that leave a core idle run side by side (a two-core machine is the target): typecheck with
# lint and the formatter check (Prettier, .prettierrc.json; `npm run format` fixes what it finds),
# and the embedded PostgreSQL's tests (one file at a time on PGlite) with
# the build. Their output is kept and printed when both are done, one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
started=$(date +%s)
reports=".test-reports" # outside test-results/, which Playwright empties when it starts
rm -rf "$reports" && mkdir -p "$reports/logs"
trap 'node scripts/test-summary.mjs "$reports"; echo "npm test took $(( $(date +%s) - started )) s"' EXIT

# The browser tests' port: E2E_PORT, else one the system says is free (two runs side by side).
if [[ -z "${E2E_PORT:-}" ]]; then
  E2E_PORT=$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
fi
export E2E_PORT

heading() { printf '\n\033[1m== %s\033[0m\n' "$1"; }
# The load average (1, 5, 15 min) beside each time: on a shared machine a figure means little without it.
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo "?"; }

# Runs one step in the foreground and prints its time.
step() {
  local name=$1; shift
  heading "$name"
  local t0; t0=$(date +%s)
  "$@"
  printf '(%s: %s s; load average %s)\n' "$name" "$(( $(date +%s) - t0 ))" "$(load)"
}

# Runs a command string into a log; writes "<seconds> <exit code>" to <log>.done.
timed() {
  local s rc=0; s=$(date +%s)
  bash -c "$1" > "$2" 2>&1 || rc=$?
  echo "$(( $(date +%s) - s )) $rc" > "$2.done"
  return "$rc"
}

# Runs two steps side by side, each into its own log; then prints each one's output and time, and
# fails if either failed. Arguments: name1 command1 -- name2 command2 (each command one string).
side_by_side() {
  local name1=$1 cmd1=$2 name2=$4 cmd2=$5
  local log1="$reports/logs/${name1// /-}.log" log2="$reports/logs/${name2// /-}.log"
  heading "$name1 | $name2 (side by side)"
  local t0; t0=$(date +%s)
  timed "$cmd1" "$log1" & local pid1=$!
  timed "$cmd2" "$log2" & local pid2=$!
  local failed=0
  wait "$pid1" || failed=1
  wait "$pid2" || failed=1
  local name log
  for pair in "$name1|$log1" "$name2|$log2"; do
    name=${pair%%|*}; log=${pair#*|}
    heading "$name"
    cat "$log"
    read -r secs rc < "$log.done"
    printf '(%s: %s s%s)\n' "$name" "$secs" "$([[ $rc == 0 ]] || echo ", FAILED with exit code $rc")"
  done
  printf '(side by side: %s s; load average %s)\n' "$(( $(date +%s) - t0 ))" "$(load)"
  return $failed
}

side_by_side \
  "typecheck" "npx tsc --noEmit" -- \
  "lint and format" "npx eslint . --max-warnings=0 && npx prettier --check . --log-level=warn"

# The embedded PostgreSQL (PGlite) is what `npm run demo` runs on; the server is what production runs
# on. Without a server every file runs on PGlite (one connection: one file at a time), beside the
# build. With a server (CI) every file runs there, and on PGlite only the files that
# exercise the SQL the demo depends on most (the interface's routes, the booking save and the line's
# decision, the seed, the schema, the feed's outbox, the events cursor): running all 100+ files on
# both took over 10 of CI's minutes for little (decision 113). EMBEDDED_FULL=1 runs them all anyway.
embedded_smoke="app/api lib/seed lib/db/schema-engine.test.ts lib/booking lib/feed/delivery.test.ts lib/tracking/events.test.ts"
# Each vitest run is two (lib/testing/test-modules.ts): the files that share their worker's modules
# (imported once per worker, each file starting afresh: the server run went from about 250 s to
# about 100 s), then the few that mock a module, in module graphs of their own. Both write a report.
vitest_pair() { # <report name> <environment prefix> [vitest arguments]: a command string
  local name=$1 envs=$2; shift 2
  local run="npx vitest run $* --reporter=default --reporter=json"
  echo "$envs QUAYSIDE_TEST_MODULES=shared $run --outputFile.json=$reports/$name.json; shared=\$?; $envs QUAYSIDE_TEST_MODULES=own $run --passWithNoTests --outputFile.json=$reports/$name-own-modules.json; exit \$(( shared || \$? ))"
}
# The embedded database starts from one migrated, seeded dump, made first (lib/testing/test-database.ts,
# SHARED_EMBEDDED_TEMPLATE_ENV): both halves of the pair copy it instead of seeding their own.
embedded_template="$PWD/$reports/embedded-template.tgz"
make_template="npx tsx --tsconfig scripts/tsconfig.json scripts/embedded-test-template.ts $embedded_template && export QUAYSIDE_SHARED_EMBEDDED_TEMPLATE=$embedded_template"
if [[ -n "${TEST_DATABASE_URL:-}" && -z "${EMBEDDED_FULL:-}" ]]; then
  embedded_name="unit and integration tests on the embedded PostgreSQL (PGlite), the demo's SQL"
  embedded_files="$embedded_smoke"
else
  embedded_name="unit and integration tests on the embedded PostgreSQL (PGlite)"
  embedded_files=""
fi
vitest_embedded="$make_template && { $(vitest_pair 1-vitest-embedded "env -u TEST_DATABASE_URL" "$embedded_files"); }"
# The build's output is shown only when it fails (a passing build's is noise: routes, sizes).
# The typecheck step above has passed: the build need not type-check the same files again (next.config.mjs).
build="QUAYSIDE_TYPECHECKED=1 npx next build > $reports/logs/next-build.out 2>&1 || { cat $reports/logs/next-build.out; exit 1; }"
side_by_side "$embedded_name" "$vitest_embedded" -- "build" "$build"

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  step "unit and integration tests on the PostgreSQL server (${TEST_DATABASE_URL%%\?*})" \
    bash -c "$(vitest_pair 2-vitest-server "")"
fi

# The topology run's short form: two portals and two workers behind HAProxy (docs/operators/haproxy.cfg)
# through rolling restarts and a worker kill; 0 failed requests, 0 lost item updates (about a minute).
if [[ -n "${TEST_DATABASE_URL:-}" ]] && command -v haproxy > /dev/null; then
  step "topology run, short form (2 portals, 2 workers, HAProxy)" \
    env TOPOLOGY_SHORT=1 TOPOLOGY_REPORT="$reports/3-topology.json" BENCH_DATABASE_URL="$TEST_DATABASE_URL" \
    npx tsx --tsconfig scripts/tsconfig.json scripts/bench.ts topology
fi

# The e2e server's own output goes to a file (shown by the run when it fails: e2e/server-log-reporter.ts).
export E2E_SERVER_LOG="$PWD/$reports/logs/e2e-server.log"
step "browser tests (Playwright, Chromium, port $E2E_PORT)" \
  env PLAYWRIGHT_JSON_OUTPUT_FILE="$reports/4-playwright.json" npx playwright test --reporter=list,json,./e2e/server-log-reporter.ts
