# One entry point: `make demo` runs the product, `make test` runs the suite.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: setup services node-tools demo test lint format bench clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "navex needs Python 3.11 or newer (found: $$($(PYTHON) --version))."; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || \
		{ echo "Could not create a virtualenv: on Debian/Ubuntu run 'apt-get install python3-venv'."; exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,compare,local-llm,bench]'
	@touch $(STAMP)

demo: setup
	$(BIN)/navex demo

test: setup services node-tools
	$(BIN)/pytest

# Tests need Debian's redis-server (PostgreSQL comes from a wheel).
services:
	@command -v redis-server >/dev/null 2>&1 || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null; \
		else echo "Tests need Redis: run 'sudo apt-get install redis-server' (or set NAVEX_TEST_REDIS_URL)."; exit 1; fi; }
	@test -x /usr/bin/chromium || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
		else echo "Browser tests need Chromium: run 'sudo apt-get install chromium'."; exit 1; fi; }

# Node tools the tests drive (MCP Inspector CLI, AG-UI client, axe-core), on Debian's Node.js.
NODE_TOOLS := tests/node
node-tools: $(NODE_TOOLS)/node_modules/.installed

$(NODE_TOOLS)/node_modules/.installed: $(NODE_TOOLS)/package.json $(NODE_TOOLS)/package-lock.json
	@command -v npm >/dev/null 2>&1 || { \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm >/dev/null; \
		else echo "Tests need Node.js: run 'sudo apt-get install nodejs npm'."; exit 1; fi; }
	cd $(NODE_TOOLS) && INSPECTOR_SKIP_CLIENT_INSTALL=1 npm ci --no-audit --no-fund --loglevel=error
	@touch $@

lint: setup
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy src

format: setup
	$(BIN)/ruff format src tests bench
	$(BIN)/ruff check --fix src tests bench

bench: setup
	$(BIN)/navex bench

clean:
	rm -rf $(VENV) .navex .pytest_cache .ruff_cache .mypy_cache
