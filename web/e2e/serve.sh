#!/usr/bin/env bash
# Starts one seeded server for the end-to-end suite: e2e/serve.sh NAME PORT BRAND
# Each server gets a fresh data folder; extra settings come from the environment.
set -euo pipefail
name=$1 port=$2 brand=$3
root=$(cd "$(dirname "$0")/../.." && pwd)
bin="${SPORTSBOOK_BIN:-${CARGO_TARGET_DIR:-$HOME/.cache/sportsbook/target}/debug/sportsbook}"
# Kept after the run so e2e/run.mjs can verify each server's ledger.
data="$root/web/e2e/artifacts/data/$name"
rm -rf "$data" && mkdir -p "$data"
export RUST_LOG="${RUST_LOG:-warn}" DATA_DIR="$data" BIND="127.0.0.1:$port" BRAND="$brand" APP_ENV=development
# Sportsbook brands fill the book with the built-in simulator (a fixed seed, real time unless
# told otherwise); the standalone casinos have no sports, so theirs stays off.
case "$brand" in
  riverbend | silvermesa) export SIM="${SIM:-off}" ;;
  *) export SIM="${SIM:-on}" ;;
esac
export SIM_SEED="${SIM_SEED:-20251122}" SIM_SPEED="${SIM_SPEED:-1}"
# In-play bets and cash-outs wait the sport's acceptance delay (5-8 s) times this scale. No spec
# times that delay (the cash-out journey only waits for its outcome), so a tenth of it will do.
export BET_DELAY_SCALE="${BET_DELAY_SCALE:-0.1}"
# Test servers hash passwords at argon2's minimum cost (production keeps its own).
export PASSWORD_HASH_COST="${PASSWORD_HASH_COST:-test}"
export WEB_DIR="$root/web/dist/$brand" PUBLIC_URL="http://127.0.0.1:$port"
# The payments frame on its own origin (port + 1000); the sandbox settles in seconds.
export PAYMENTS_BIND="127.0.0.1:$((port + 1000))" PAYMENTS_SETTLE_SECONDS="${PAYMENTS_SETTLE_SECONDS:-3}"
# The sandbox identity-verification provider posts its result after a second.
export VERIFICATION_RESULT_SECONDS="${VERIFICATION_RESULT_SECONDS:-1}"
"$bin" migrate >/dev/null
"$bin" seed >/dev/null
# The second demo account withdraws in the wallet journeys: support verifies its identity by
# hand, as for any account whose documents were checked outside the app (e2e/verification.spec.ts
# verifies a new account through the app).
"$bin" admin verification approve --email demo2@example.com --note "identity checked for the end-to-end suite" --by e2e-fixture >/dev/null
exec "$bin" serve
