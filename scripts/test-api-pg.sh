#!/usr/bin/env bash
# The API suite (Vitest, src/server/**) on PostgreSQL: `npm run test:pg`.
# Uses TEST_DATABASE_URL when set (the role needs CREATEDB: each test file makes its own throwaway database);
# otherwise starts a throwaway cluster with scripts/pg-cluster.sh and stops it afterwards.
# Writes test-results/vitest-pg.json. Arguments replace the default filter `src/server`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mkdir -p test-results

cluster_dir=""
cleanup() { [ -n "$cluster_dir" ] && bash scripts/pg-cluster.sh stop "$cluster_dir" || true; }
trap cleanup EXIT

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  env_lines="$(bash scripts/pg-cluster.sh start)" || { echo "test-api-pg: could not start PostgreSQL" >&2; exit 1; }
  eval "$env_lines"
  cluster_dir="$PG_CLUSTER_DIR"
  export TEST_DATABASE_URL="$PG_CLUSTER_URL"
fi
echo "test-api-pg: TEST_DATABASE_URL=$TEST_DATABASE_URL"

[ $# -gt 0 ] || set -- src/server
rm -f test-results/vitest-pg.json
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest-pg.json "$@"
