#!/usr/bin/env bash
# Runs every test: type check, unit tests (Vitest), then browser tests (Playwright) against the
# production build served by our server. Ends with one line "N passed, N failed" over all runners.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/vitest.json reports/playwright.json
status=0

bash scripts/ensure-system-deps.sh || exit 1

echo "== PostgreSQL for the database tests"
eval "$(bash scripts/test-postgres.sh start)" || { echo "could not start PostgreSQL"; exit 1; }
trap 'bash scripts/test-postgres.sh stop "$PG_TEST_DIR"' EXIT
export TEST_DATABASE_URL E2E_DATABASE_URL

echo "== type check"
npx react-router typegen >/dev/null && npx tsc || status=1

echo "== unit tests"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1

echo "== production build"
npm run build --silent || { echo "build failed"; status=1; }

echo "== browser tests"
if [ -f build/server/index.js ]; then
  PW_JSON_REPORT=reports/playwright.json npx playwright test || status=1
fi

node scripts/sum-reports.mjs reports/vitest.json reports/playwright.json || status=1
exit $status
