# Shared helper for the test runners: run one suite, keep its normal output, and record how it ended in
# test-results/suites/NN-<id>.json so scripts/summarize-results.mjs can total every suite of the run.
#
#   run_suite ID "Label" KIND RESULT_FILE [timeout-seconds] -- command args...
#     KIND: vitest | playwright (RESULT_FILE is that runner's JSON report) | step (no report; counts only
#     as one failure when it fails, e.g. the build)
# Never fails itself: the summary decides the exit status.

SUITES_DIR="${SUITES_DIR:-test-results/suites}"

run_suite() {
  local id="$1" label="$2" kind="$3" result="$4" limit="0"
  shift 4
  if [ "${1:-}" != "--" ]; then limit="$1"; shift; fi
  [ "${1:-}" = "--" ] && shift
  mkdir -p "$SUITES_DIR"
  [ -n "$result" ] && rm -f "$result"
  local n start end code
  n=$(printf '%02d' "$(find "$SUITES_DIR" -name '*.json' | wc -l)")
  echo
  echo "=== $label: $* ==="
  start=$(date +%s)
  local had_e=0
  case "$-" in *e*) had_e=1 ;; esac
  set +e
  if [ "$limit" != "0" ]; then
    timeout --signal=TERM --kill-after=30 "$limit" "$@"
  else
    "$@"
  fi
  code=$?
  [ "$had_e" -eq 1 ] && set -e
  end=$(date +%s)
  if [ "$code" -eq 124 ]; then echo "=== $label: timed out after ${limit}s ==="; fi
  printf '{"id":"%s","label":"%s","kind":"%s","result":"%s","exitCode":%d,"seconds":%d}\n' \
    "$id" "$label" "$kind" "$result" "$code" "$((end - start))" >"$SUITES_DIR/$n-$id.json"
  echo "=== $label: exit $code after $((end - start)) s ==="
  return 0
}
