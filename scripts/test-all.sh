#!/usr/bin/env bash
# Runs every test: type check, lint, unit tests (Vitest), production build, then browser tests
# (Playwright) against that build served by our server. Ends with one line "N passed, N failed"
# over all of them: the type check, the lint and the build count as one result each, a runner that exits
# with an error it did not report counts as a failure, and so does a PostgreSQL that does not start
# or a PostgreSQL test project that ran no test.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json
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

echo "== type check"
npx react-router typegen >/dev/null && npx tsc
checks+=(--check "typecheck=$?")

echo "== lint (ESLint with type information, Prettier)"
npx eslint . && npx prettier --check "**/*.{ts,tsx,js,mjs,json,css}" >/dev/null
checks+=(--check "lint=$?")

echo "== unit tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
vitest_exit=$?

echo "== production build"
# A failed build must not leave an older build/ for the browser tests to pass against.
rm -rf build
npm run build --silent
build_exit=$?
checks+=(--check "build=$build_exit")

echo "== browser tests"
playwright_exit=1
if [ "$build_exit" -eq 0 ]; then
  # Arguments narrow the browser tests (npm test -- tests/e2e/site); none runs them all.
  PW_JSON_REPORT=reports/playwright.json npx playwright test "$@"
  playwright_exit=$?
else
  echo "skipped: the build failed"
fi

node scripts/sum-reports.mjs "${checks[@]}" \
  --runner "vitest=reports/vitest.json:$vitest_exit" \
  --runner "playwright=reports/playwright.json:$playwright_exit" \
  ${TEST_DATABASE_URL:+--require "vitest=postgres"} \
  ${E2E_DATABASE_URL:+--require "playwright=postgres"}
