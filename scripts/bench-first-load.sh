#!/usr/bin/env bash
# The web app's first load in Chromium (`make bench`): builds Halftime's production web app into a
# temporary folder, serves it from the release server on a fresh seeded SQLite database, and runs
# web/scripts/first-load.mjs against `/` (JavaScript loaded, transfer, largest contentful paint).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin="${SPORTSBOOK_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/sportsbook/target}/release/sportsbook}"
[[ -x "$bin" ]] || { echo "$bin is missing: cargo build --release -p sportsbook" >&2; exit 1; }
work=$(mktemp -d)
server=""
cleanup() {
  [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

(cd "$root/web" && BRAND=halftime APP_ENV=production npx vite build --logLevel warn --outDir "$work/web" --emptyOutDir)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
export DATA_DIR="$work/data" BIND="127.0.0.1:$port" BRAND=halftime APP_ENV=development RUST_LOG=warn
export WEB_DIR="$work/web" PUBLIC_URL="http://127.0.0.1:$port" PAYMENTS_BIND="127.0.0.1:0" SIM=on
mkdir -p "$DATA_DIR"
"$bin" migrate >/dev/null
"$bin" seed >/dev/null
"$bin" serve 2>"$work/server.log" &
server=$!
for _ in $(seq 100); do
  curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  sleep 0.2
done
(cd "$root/web" && node scripts/first-load.mjs "http://127.0.0.1:$port/")
