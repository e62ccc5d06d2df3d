#!/usr/bin/env bash
# `make test`: every suite, stage by stage, then a table of the stages with their durations
# and test counts (docs/architecture.md, "CI budget"). Stops at the first failing stage (and
# still prints the table so far).
set -uo pipefail
cd "$(dirname "$0")/.."

names=() seconds=() counts=() results=()
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# The tests a stage's output reports: cargo-nextest's summary, Vitest's and Playwright's.
count_tests() {
  local log line n
  log="$1.plain"
  # Without colours: Vitest and Playwright colour their summaries when they think they may.
  sed -E 's/\x1b\[[0-9;]*[A-Za-z]//g' "$1" >"$log"
  line=$(grep -aE 'Summary \[.*tests? run' "$log" | tail -n 1)
  if [[ -n $line ]]; then
    n=$(grep -oE '[0-9]+ tests? run' <<<"$line" | grep -oE '^[0-9]+')
    local skipped
    skipped=$(grep -oE '[0-9]+ skipped' <<<"$line" | grep -oE '^[0-9]+')
    echo "${n:-0} run${skipped:+, $skipped skipped}"
    return
  fi
  line=$(grep -aE '^production build: [0-9]+ passed' "$log" | tail -n 1)
  if [[ -n $line ]]; then
    echo "$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '^[0-9]+') checks"
    return
  fi
  line=$(grep -aE '^\s+Tests\s+[0-9]+ passed' "$log" | tail -n 1)
  if [[ -n $line ]]; then
    echo "$(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '^[0-9]+') run"
    return
  fi
  if grep -aqE '^\s+[0-9]+ (passed|failed)' "$log"; then
    local passed failed flaky skipped
    passed=$(grep -aoE '^\s+[0-9]+ passed \(' "$log" | tail -n 1 | grep -oE '[0-9]+')
    failed=$(grep -aoE '^\s+[0-9]+ failed' "$log" | tail -n 1 | grep -oE '[0-9]+')
    flaky=$(grep -aoE '^\s+[0-9]+ flaky' "$log" | tail -n 1 | grep -oE '[0-9]+')
    skipped=$(grep -aoE '^\s+[0-9]+ skipped' "$log" | tail -n 1 | grep -oE '[0-9]+')
    echo "$((${passed:-0} + ${failed:-0} + ${flaky:-0})) run${skipped:+, $skipped skipped}${flaky:+, $flaky flaky}${failed:+, $failed failed}"
    return
  fi
  echo "-"
}

print_table() {
  local total=0 i
  echo
  echo "== make test: stages"
  printf '%-12s %9s  %-8s %s\n' stage seconds result tests
  for i in "${!names[@]}"; do
    printf '%-12s %9s  %-8s %s\n' "${names[$i]}" "${seconds[$i]}" "${results[$i]}" "${counts[$i]}"
    total=$((total + seconds[i]))
  done
  printf '%-12s %9s\n' total "$total"
}

stage() {
  local name=$1 start status
  shift
  echo
  echo "== stage $name: $*"
  start=$(date +%s)
  "$@" 2>&1 | tee "$logs/$name.log"
  status=${PIPESTATUS[0]}
  names+=("$name")
  seconds+=($(($(date +%s) - start)))
  counts+=("$(count_tests "$logs/$name.log")")
  if ((status != 0)); then
    results+=(FAILED)
    print_table
    echo "make test: stage $name failed"
    exit "$status"
  fi
  results+=(ok)
}

stage setup scripts/setup.sh
stage lint make --no-print-directory lint
stage build make --no-print-directory build-tests
stage rust make --no-print-directory test-rust
stage postgres make --no-print-directory test-postgres
stage web make --no-print-directory test-web
stage bundle make --no-print-directory check-bundle
stage e2e make --no-print-directory test-e2e
print_table
echo "make test: all suites passed"
