#!/usr/bin/env bash
# Lets a fresh clone reuse the Rust build its commit already has in CI's build folder.
#
# Cargo decides whether a workspace crate is current by file times: a fresh clone's files are
# newer than every build, so each clone recompiled the whole workspace (about 150 s on 2 cores,
# clippy's check again on top) even when the folder held a build of exactly its sources. This
# keeps a stamp in the build folder naming the sources (git's hashes of the Rust inputs) of the
# last complete build made there from a clean clone:
#
#   scripts/build-stamp.sh prepare   before the run: when the clone is clean and its Rust inputs
#                                    are the stamp's, dates them in the past so cargo reuses the
#                                    build; otherwise removes the stamp and leaves the dates alone
#                                    (cargo rebuilds the workspace crates).
#   scripts/build-stamp.sh record    after a complete build of a clean clone: writes the stamp.
#
# Only `.ci/run` uses it, with a build folder of its own that nothing but clean clones builds
# into, so a stamp always describes what the folder holds. Content decides, never dates: a
# clone whose sources differ in any byte rebuilds as before.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${CARGO_TARGET_DIR:?build-stamp needs CARGO_TARGET_DIR (the folder the stamp describes)}"
stamp="$CARGO_TARGET_DIR/clean-clone-sources"
# Everything cargo, rustc and clippy read from the repository.
inputs=(crates Cargo.toml Cargo.lock clippy.toml)

# The Rust inputs of HEAD and the toolchain, as one hash; empty when the clone has changes.
sources() {
  [[ -z $(git status --porcelain --untracked-files=all -- "${inputs[@]}") ]] || return 0
  { git ls-tree -r HEAD -- "${inputs[@]}"; rustc -vV; } | git hash-object --stdin
}

case "${1:-}" in
  prepare)
    current=$(sources)
    if [[ -n $current && -f $stamp && $(<"$stamp") == "$current" ]]; then
      # 2000-01-01: older than any build, so cargo finds every workspace crate current.
      git ls-files -z -- "${inputs[@]}" | xargs -0 touch -h -d @946684800
      find crates -type d -exec touch -h -d @946684800 {} +
      echo "build-stamp: this clone's Rust sources were built here last; reusing that build"
    else
      rm -f "$stamp"
      echo "build-stamp: no build of these Rust sources here; the workspace crates are compiled"
    fi
    ;;
  record)
    current=$(sources)
    if [[ -n $current ]]; then
      mkdir -p "$CARGO_TARGET_DIR"
      echo "$current" >"$stamp"
    fi
    ;;
  *)
    echo "usage: scripts/build-stamp.sh prepare|record" >&2
    exit 2
    ;;
esac
