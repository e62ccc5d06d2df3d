#!/usr/bin/env bash
# Runs the tests that touch a database on PostgreSQL: the store conformance suite and the
# server's integration tests, on the build `make build-tests` made.
# TEST_POSTGRES_URL points at a server where we may create databases (each test copies its
# own uniquely named database from a migrated template and drops it). Outside CI an
# unreachable server is skipped with a clear message; in CI (CI=true or REQUIRE_POSTGRES=1) it
# is a failure.
set -euo pipefail
export TEST_POSTGRES_URL="${TEST_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
host_port="${TEST_POSTGRES_URL#*@}"; host_port="${host_port%%/*}"
host="${host_port%%:*}"; port="${host_port##*:}"
if ! pg_isready -q -h "$host" -p "$port" 2>/dev/null; then
  if [[ "${CI:-}" == "true" || "${REQUIRE_POSTGRES:-}" == "1" ]]; then
    echo "PostgreSQL pass FAILED: cannot reach PostgreSQL at $host:$port (TEST_POSTGRES_URL)" >&2
    exit 1
  fi
  echo "PostgreSQL pass SKIPPED: no PostgreSQL server answers at $host:$port."
  echo "  Start one, or set TEST_POSTGRES_URL=postgres://user@host:port/db, then run: make test-postgres"
  exit 0
fi
echo "PostgreSQL pass against $host:$port"
STORE_BACKEND=postgres cargo nextest run --workspace --no-fail-fast --cargo-quiet \
  -E 'package(store-postgres) | (package(server) & test(/^db::/))'
