#!/usr/bin/env bash
# The maintained Node.js LTS lines beside the one the machine runs (decision 110). Node's official
# builds are republished on the npm registry as `node-<platform>-<arch>` packages, so they install
# where only the registry is reachable. For each line: `npm install --dry-run` must print no
# EBADENGINE, and a slice of the tests (the action door and its list, the layers, the operations)
# must pass on it. (The typecheck is not run again: tsc's answer does not depend on the Node that
# runs it, and it costs CI a minute and a half per line.) NODE_LTS_MAJORS="22 24" by default.
set -euo pipefail
cd "$(dirname "$0")/.."
platform=$(node -p process.platform)
arch=$(node -p process.arch)
npm_cli="$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js"
for major in ${NODE_LTS_MAJORS:-22 24}; do
  dir=".cache/node-$major"
  if [ ! -x "$dir/package/bin/node" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm pack --silent "node-$platform-$arch@$major" > /dev/null && tar xzf node-*.tgz && rm node-*.tgz)
  fi
  bin="$(pwd)/$dir/package/bin"
  echo "== Node $("$bin/node" --version)"
  log=$(mktemp)
  PATH="$bin:$PATH" node "$npm_cli" install --dry-run --no-audit --no-fund > "$log" 2>&1
  if grep -q EBADENGINE "$log"; then
    grep -A4 EBADENGINE "$log"
    echo "Node $major: npm install prints an engine warning"
    exit 1
  fi
  PATH="$bin:$PATH" node node_modules/vitest/vitest.mjs run lib/actions lib/core lib/api/operations.test.ts
done
