#!/usr/bin/env bash
# The one test command (`npm run test:all`, also behind `npm test`):
#   1. install what the tests need (Debian Chromium, node_modules)      scripts/install-test-deps.sh
#   1b. typecheck (tsc) and lint (Biome): each fails the run like a failing test
#   2. Vitest: every unit and API test, on in-memory PGlite              -> test-results/vitest.json
#   3. npm run build (web app + server bundle)
#   4. Playwright e2e in Debian Chromium against the built server        -> test-results/playwright.json
#   5. the fault test: the app as a process on PostgreSQL under write load while the cluster restarts three times
#      and the SMTP server is away a while (bench/faults; a throwaway cluster unless PG_CLUSTER_DIR/URL are set,
#      installing Debian's postgresql when missing)                     -> test-results/vitest-faults.json
#   6. the two-node test: two app processes with separate DATA_DIRs on one new database of that cluster, an s3rver
#      bucket and an SMTP sink: sessions, files, rate limits, mail and start-up across nodes (bench/cluster)
#                                                                       -> test-results/vitest-cluster.json
# Each suite prints its normal output and writes a JSON report; the last line is `N passed, N failed` over all
# suites (see scripts/summarize-results.mjs). Exits non-zero when anything failed.
# Extra arguments are passed to Playwright (e.g. `npm run test:all -- --grep smoke`).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=lib/suite.sh
source scripts/lib/suite.sh

mkdir -p test-results
rm -rf "$SUITES_DIR" test-results/summary.json

if ! bash scripts/install-test-deps.sh; then
  run_suite install "Install test dependencies" step "" -- false
  run_suite faults "Fault test (PostgreSQL restarts, SMTP outage)" vitest test-results/vitest-faults.json 900 -- \
  npx vitest run --config vitest.faults.config.ts --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-faults.json
  run_suite cluster "Two-node test (two app nodes, PostgreSQL, S3, SMTP)" vitest test-results/vitest-cluster.json 600 -- \
  npx vitest run --config vitest.cluster.config.ts --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-cluster.json

node scripts/summarize-results.mjs --json test-results/summary.json
  exit 1
fi

# Static checks first: a type error or lint error fails the run like a failing test.
run_suite typecheck "Typecheck (tsc)" step "" 600 -- npx tsc -p .
run_suite lint "Lint (Biome)" step "" 300 -- npx biome check .

# The README's suite runs on PGlite; the PostgreSQL run is `npm run test:pg` (and .ci/run).
run_suite vitest "Vitest unit + API (PGlite)" vitest test-results/vitest.json 2400 -- \
  env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest.json

run_suite build "Build (npm run build)" step "" 1200 -- npm run build
if [ -f dist/server/main.js ] && [ -d dist/web ] && grep -q '"exitCode":0' "$SUITES_DIR"/*-build.json; then
  run_suite e2e "Playwright e2e (Chromium)" playwright test-results/playwright.json 2400 -- \
    npx playwright test "$@"
else
  echo "Playwright not run: the build failed or produced no dist/server/main.js and dist/web"
fi

run_suite faults "Fault test (PostgreSQL restarts, SMTP outage)" vitest test-results/vitest-faults.json 900 -- \
  npx vitest run --config vitest.faults.config.ts --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-faults.json
run_suite cluster "Two-node test (two app nodes, PostgreSQL, S3, SMTP)" vitest test-results/vitest-cluster.json 600 -- \
  npx vitest run --config vitest.cluster.config.ts --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-cluster.json

node scripts/summarize-results.mjs --json test-results/summary.json
