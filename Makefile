# Thin wrappers over cargo and npm. `make run` starts the product; `make test` runs everything.
SHELL := /bin/bash
BRAND ?= halftime
export BRAND
# Builds live outside the clone so fresh clones (and CI) reuse them.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/sportsbook/target
BIN := $(CARGO_TARGET_DIR)/debug/sportsbook
# Every Rust build of the test run (lint aside) is this one: the workspace with its tests, so
# the suites, the PostgreSQL pass and the end-to-end servers share one compile.
NEXTEST := cargo nextest run --workspace --cargo-quiet

.PHONY: run build server web web-deps test setup lint build-tests test-rust test-postgres \
	test-web check-bundle e2e-build test-e2e fmt bench schema clean

run: build
	$(BIN) migrate
	$(BIN) seed
	$(BIN) serve

build: server web

server:
	cargo build -p sportsbook

# `npm ci`: exactly the committed lock, which it never rewrites (the lock lists every
# platform's optional packages). Skipped while the install is newer than package.json and the lock.
web-deps:
	cd web && { [ node_modules/.package-lock.json -nt package-lock.json ] && [ node_modules/.package-lock.json -nt package.json ] || npm ci --no-audit --no-fund; }

web: web-deps
	cd web && npm run codegen && BRAND=$(BRAND) npm run build

# Regenerates the checked-in GraphQL SDL from the server.
schema: server
	$(BIN) schema > web/schema.graphql

# Every suite, stage by stage, with a table of durations and test counts at the end.
test:
	@scripts/test.sh

# What a fresh machine lacks (chromium, the PostgreSQL client, rustfmt/clippy, nextest).
setup:
	@scripts/setup.sh

# A reused CI build was compiled in another clone's folder, so a compile-time source path
# (`env!("CARGO_MANIFEST_DIR")`) names a folder that is not there when the tests run.
lint:
	cargo fmt --all --check
	@! grep -rn --include='*.rs' 'env!("CARGO_MANIFEST_DIR")' crates || \
	  { echo 'lint: read CARGO_MANIFEST_DIR at run time (std::env::var) or embed the file'; exit 1; }
	cargo clippy --workspace --all-targets -- -D warnings

# The one compile: every test binary and the `sportsbook` binary the end-to-end servers run.
# `--tests` builds the binary with the test build's features (dev-dependencies such as
# proptest widen a few shared crates' features), so it reuses every library nextest built.
E2E_BIN_BUILD := cargo build --workspace --bins --tests
build-tests:
	$(NEXTEST) --no-run
	$(E2E_BIN_BUILD)

# Every Rust test on SQLite (the PostgreSQL backend's own suite runs in test-postgres).
test-rust:
	$(NEXTEST) --no-fail-fast -E 'not package(store-postgres)'

# The PostgreSQL pass: the tests that touch a database, again on PostgreSQL.
test-postgres:
	@scripts/postgres-pass.sh

test-web: web-deps
	cd web && npm run codegen:check && npm run typecheck && npm run lint && npm test

# The production bundle leaves the development tools out (checked against a development build).
check-bundle: web-deps
	cd web && npm run check:production-build

# Every brand's web app as the end-to-end servers serve it (`make test` runs this in its web
# lane, then `test-e2e` with E2E_SKIP_BUILD=1).
e2e-build: web-deps
	cd web && npm run e2e:build

test-e2e: web-deps
	$(E2E_BIN_BUILD)
	cd web && npm run e2e

fmt:
	cargo fmt --all

# Figures, not assertions: feed throughput (in process, SQLite and PostgreSQL), the
# subscription fan-out and bet placement against the release server binary, the betslip
# engine, the casino games' maths with their measured RTPs, and the web app's first load in
# Chromium.
bench: web-deps
	cargo build --release -p sportsbook
	cargo bench -p server --bench feed --bench fanout --bench placement --bench settlement --bench casino --bench search
	cargo run --release -p domain --example betslip_bench
	cargo run --release -p casino-games --example games_bench
	scripts/bench-first-load.sh

clean:
	cargo clean
	rm -rf web/dist
