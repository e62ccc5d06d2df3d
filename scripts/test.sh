#!/usr/bin/env bash
# `make test`: every suite, stage by stage, then a table of the stages with their start,
# durations and test counts (docs/architecture.md, "CI budget"). Two lanes run side by side: the
# Rust lane (lint, build, the SQLite and PostgreSQL suites) and the web lane (the web app's
# checks and unit tests, the bundle check, the brands' builds); the end-to-end suite runs when
# both are done. A lane stops at its first failing stage; the run then fails with the table so
# far.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=$(mktemp -d)

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

# The stages' results, one line each (name, start offset, seconds, result, tests), appended by
# both lanes.
results="$logs/results"
: >"$results"
t0=$(date +%s)

print_table() {
  local name at secs result tests
  echo
  echo "== make test: stages (\"at\": seconds after the start; the web lane runs beside the Rust lane)"
  printf '%-12s %5s %9s  %-8s %s\n' stage at seconds result tests
  while IFS=$'\t' read -r name at secs result tests; do
    printf '%-12s %5s %9s  %-8s %s\n' "$name" "$at" "$secs" "$result" "$tests"
  done < <(sort -t $'\t' -s -n -k2,2 "$results")
  printf '%-12s %5s %9s\n' total "" "$(($(date +%s) - t0))"
}

# stage NAME COMMAND...: runs one stage, its output to the terminal (QUIET=1: to its log only),
# and records its line; answers the stage's exit status.
stage() {
  local name=$1 start status
  shift
  start=$(date +%s)
  if [[ -z ${QUIET:-} ]]; then
    echo
    echo "== stage $name: $*"
    "$@" 2>&1 | tee "$logs/$name.log"
    status=${PIPESTATUS[0]}
  else
    "$@" >"$logs/$name.log" 2>&1
    status=$?
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$((start - t0))" "$(($(date +%s) - start))" \
    "$( ((status == 0)) && echo ok || echo FAILED)" "$(count_tests "$logs/$name.log")" >>"$results"
  return "$status"
}

# The failing tests a stage's log names (nextest's, Vitest's and Playwright's summaries), so the
# end of the run says which tests failed and not only which stage.
failed_tests() {
  local log="$logs/$1.log.plain"
  [[ -f $log ]] || return 0
  awk '
    /^ +(FAIL|SIGSEGV|SIGABRT|TIMEOUT) \[/ || /^ FAIL / { print; next }
    /^ +[0-9]+ failed/ { section = "failed"; next }
    /^ +[0-9]+ (flaky|skipped|passed|did not run)/ { section = ""; next }
    section == "failed" && /^ +\[[a-z-]+\] › / { sub(/ ─+$/, ""); print }
  ' "$log" | sort -u | head -n 30
}

fail() {
  print_table
  echo "make test: stage $1 failed"
  local tests
  tests=$(failed_tests "$1")
  if [[ -n $tests ]]; then
    echo "failing tests in stage $1:"
    echo "$tests"
  fi
  exit 1
}

# Kills a process and everything it started.
kill_tree() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do kill_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

stage setup scripts/setup.sh || fail setup

# The web lane: the web app's own checks and the builds the end-to-end suite serves. It needs
# nothing from the Rust lane and is mostly single-threaded where the Rust lane is too (clippy,
# rustc's front end, linking), so the two share the two cores. Its output is printed when it ends.
web_lane() {
  QUIET=1 stage web make --no-print-directory test-web || return 1
  QUIET=1 stage bundle make --no-print-directory check-bundle || return 1
  QUIET=1 stage e2e-build make --no-print-directory e2e-build || return 1
}
web_lane >"$logs/web-lane.out" 2>&1 &
web_pid=$!
trap 'kill_tree $web_pid; rm -rf "$logs"' EXIT

rust_lane() {
  stage lint make --no-print-directory lint || return 1
  stage build make --no-print-directory build-tests || return 1
  # CI's build folder remembers which sources it now holds a build of (scripts/build-stamp.sh).
  if [[ -n ${BUILD_STAMP:-} ]]; then scripts/build-stamp.sh record; fi
  stage rust make --no-print-directory test-rust || return 1
  stage postgres make --no-print-directory test-postgres || return 1
}
rust_ok=1
rust_lane || rust_ok=0
if ((rust_ok)); then
  wait "$web_pid"
  web_status=$?
else
  kill_tree "$web_pid"
  wait "$web_pid" 2>/dev/null
  web_status=1
fi
for name in web bundle e2e-build; do
  if [[ -f $logs/$name.log ]]; then
    echo
    echo "== stage $name (web lane)"
    cat "$logs/$name.log"
  fi
done
failed=$(awk -F'\t' '$4 == "FAILED" {print $1; exit}' "$results")
if [[ -n $failed ]]; then fail "$failed"; fi
((rust_ok && web_status == 0)) || fail "web lane (stopped)"

stage e2e env E2E_SKIP_BUILD=1 make --no-print-directory test-e2e || fail e2e
print_table
echo "make test: all suites passed"
