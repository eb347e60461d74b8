#!/usr/bin/env bash
# The API suite (Vitest, src/server/**) on Node.js 24 LTS: `npm run test:node24`.
# The runtime comes from scripts/node24.sh (the npm registry's `node` package; no system install). On PostgreSQL
# when TEST_DATABASE_URL is set (as .ci/run does), otherwise on in-memory PGlite. Writes
# test-results/vitest-node24.json. Arguments replace the default filter `src/server`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mkdir -p test-results
[ $# -gt 0 ] || set -- src/server
rm -f test-results/vitest-node24.json
bash scripts/node24.sh node -e 'console.log(`test-api-node24: Node.js ${process.version}`)' || exit 1
exec bash scripts/node24.sh npx vitest run --reporter=default --reporter=json \
  --outputFile.json=test-results/vitest-node24.json "$@"
