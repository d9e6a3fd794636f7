# One entry point: `make demo` runs the product, `make test` runs the suite (under 20 min
# on 2 cores), `make test-heavy` the parts that boot heavy things (CI runs both).
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: setup setup-test setup-bench services node-tools demo test test-heavy lint format bench clean

# What each command installs (pyproject.toml's extras): the demo runs the product and its
# default model only; the tests add pytest, Playwright, schemathesis and the fp32 reference
# model (torch CPU) for the int8-vs-fp32 agreement test; `navex bench` adds its peers.
EXTRAS_demo  := local-llm
EXTRAS_test  := local-llm,dev,compare
EXTRAS_bench := local-llm,compare,bench

setup: $(VENV)/.installed-demo
setup-test: $(VENV)/.installed-test
setup-bench: $(VENV)/.installed-bench

$(BIN)/python:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "navex needs Python 3.11 or newer (found: $$($(PYTHON) --version))."; exit 1; }
	@$(PYTHON) -m venv $(VENV) || \
		{ echo "Could not create a virtualenv: on Debian/Ubuntu run 'apt-get install python3-venv'."; exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed-%: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[$(EXTRAS_$*)]'
	@touch $@

demo: setup
	$(BIN)/navex demo

# The heavy parts, each also runnable alone by its marker (`pytest -m browser`): the real
# local model, the load client, faults injected under the stack, Chromium, the
# protocols' official tools (Node), the attack suite, a fresh fit, and the whole stack
# booted in processes (the demo, a trace across every hop, task evaluations, fuzzing).
HEAVY := local_model or load or faults or browser or protocols or attacks or fits or stack

test: setup-test services
	$(BIN)/pytest -m "not ($(HEAVY))"

test-heavy: setup-test services node-tools
	$(BIN)/pytest -m "$(HEAVY)"

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

lint: setup-test
	$(BIN)/ruff check src tests bench
	$(BIN)/ruff format --check src tests bench
	$(BIN)/mypy src

format: setup-test
	$(BIN)/ruff format src tests bench
	$(BIN)/ruff check --fix src tests bench

bench: setup-bench
	$(BIN)/navex bench

clean:
	rm -rf $(VENV) .navex .pytest_cache .ruff_cache .mypy_cache
