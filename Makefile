# Thin wrappers over cargo and npm. `make run` starts the product; `make test` runs everything.
SHELL := /bin/bash
BRAND ?= halftime
export BRAND
# Builds live outside the clone so fresh clones (and CI) reuse them.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/sportsbook/target
BIN := $(CARGO_TARGET_DIR)/debug/sportsbook

.PHONY: run build server web web-deps test test-rust test-postgres test-web test-e2e fmt lint bench schema clean

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

test: lint test-rust test-postgres test-web test-e2e
	@echo "make test: all suites passed"

lint:
	cargo fmt --all --check
	cargo clippy --workspace --all-targets -- -D warnings

test-rust:
	cargo test --workspace --exclude store-postgres

# The PostgreSQL pass: every test database is created and dropped per run.
test-postgres:
	@scripts/postgres-pass.sh

test-web: web-deps
	cd web && npm run codegen:check && npm run typecheck && npm run lint && npm test
	cd web && npm run check:production-build

test-e2e: server web-deps
	cd web && npm run e2e

fmt:
	cargo fmt --all

# Figures, not assertions: feed throughput (in process, SQLite and PostgreSQL), the
# subscription fan-out and bet placement against the release server binary, and the betslip
# engine.
bench:
	cargo build --release -p sportsbook
	cargo bench -p server --bench feed --bench fanout --bench placement --bench settlement
	cargo run --release -p domain --example betslip_bench

clean:
	cargo clean
	rm -rf web/dist
