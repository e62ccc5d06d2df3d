#!/usr/bin/env bash
# Installs what a fresh machine lacks for `make test` (and CI): Debian's chromium for the
# end-to-end suite, the PostgreSQL client (pg_isready) for the PostgreSQL pass, rustfmt and
# clippy, and cargo-nextest. Quiet and quick when everything is there.
set -euo pipefail

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v pg_isready >/dev/null 2>&1 || need_apt+=(postgresql-client)
if ((${#need_apt[@]})); then
  echo "setup: installing ${need_apt[*]}"
  sudo=()
  [[ $(id -u) -eq 0 ]] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
installed=$(rustup component list --installed 2>/dev/null || true)
for component in rustfmt clippy; do
  grep -q "^$component" <<<"$installed" || rustup component add "$component"
done
if ! cargo nextest --version >/dev/null 2>&1; then
  echo "setup: installing cargo-nextest"
  cargo install cargo-nextest --locked
fi
