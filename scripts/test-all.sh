#!/usr/bin/env bash
# Runs every test: type check, lint, unit tests (Vitest), production build, then browser tests
# (Playwright) against that build served by our server. Ends with one line "N passed, N failed"
# over all of them: the type check, the lint and the build count as one result each, a runner that exits
# with an error it did not report counts as a failure, and so does a PostgreSQL that does not start
# or a PostgreSQL test project that ran no test.
#
# Two lanes run side by side, as two cores allow: the checks (type check, lint, unit tests) and the
# browser lane (build, then browser tests), which is the longer one. Each stage's output is kept in
# reports/logs/STAGE.log and printed whole when the stage ends, so two stages never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports/logs
rm -f reports/vitest.json reports/playwright.json reports/logs/*
checks=()

if ! bash scripts/ensure-system-deps.sh; then
  echo "system packages missing: nothing can run"
  echo "0 passed, 1 failed"
  exit 1
fi

echo "== PostgreSQL for the database tests"
# Every database test must also run on PostgreSQL: without it the run fails (REQUIRE_POSTGRES).
export REQUIRE_POSTGRES=1
if pg_env=$(bash scripts/test-postgres.sh start) && [ -n "$pg_env" ]; then
  eval "$pg_env"
  trap 'bash scripts/test-postgres.sh stop "$PG_TEST_DIR"' EXIT
  export TEST_DATABASE_URL E2E_DATABASE_URL
  checks+=(--check "postgres-start=0")
else
  echo "PostgreSQL did not start: its tests cannot run"
  checks+=(--check "postgres-start=1")
fi

# stage NAME COMMAND...: runs the command with its output in reports/logs/NAME.log, prints that
# whole once it ends (one stage at a time), and leaves its exit code in reports/logs/NAME.exit.
stage() {
  local name=$1 started=$SECONDS code
  shift
  echo "== $name: started"
  "$@" >"reports/logs/$name.log" 2>&1
  code=$?
  echo "$code" >"reports/logs/$name.exit"
  {
    flock 9
    echo "== $name (exit $code, $((SECONDS - started)) s)"
    cat "reports/logs/$name.log"
  } 9>reports/logs/.print
  return "$code"
}

typecheck() { npx react-router typegen >/dev/null && npx tsc; }
lint() { npx eslint . && npx depcruise app --config .dependency-cruiser.cjs --output-type err && npx prettier --check "**/*.{ts,tsx,js,mjs,json,css}" >/dev/null; }
unit() { npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json; }
build() {
  # A failed build must not leave an older build/ for the browser tests to pass against.
  rm -rf build
  npm run build --silent
}
# Arguments narrow the browser tests (npm test -- tests/e2e/site); none runs them all.
browser() { PW_JSON_REPORT=reports/playwright.json npx playwright test "$@"; }

# The checks lane: ESLint reads the route types that the type check generates, so it follows it.
(
  stage typecheck typecheck
  stage lint lint
  stage unit unit
) &
checks_lane=$!
# The browser lane: the browser tests need the build.
(
  if stage build build; then
    stage browser browser "$@"
  else
    echo "skipped: the build failed" >reports/logs/browser.log
    echo 1 >reports/logs/browser.exit
  fi
) &
browser_lane=$!
wait "$checks_lane" "$browser_lane"

exit_of() { cat "reports/logs/$1.exit" 2>/dev/null || echo 1; }
checks+=(--check "typecheck=$(exit_of typecheck)" --check "lint=$(exit_of lint)" --check "build=$(exit_of build)")

node scripts/sum-reports.mjs "${checks[@]}" \
  --runner "vitest=reports/vitest.json:$(exit_of unit)" \
  --runner "playwright=reports/playwright.json:$(exit_of browser)" \
  ${TEST_DATABASE_URL:+--require "vitest=postgres"} \
  ${E2E_DATABASE_URL:+--require "playwright=postgres"}
