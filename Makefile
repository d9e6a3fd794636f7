# One entry point: `make demo` runs the product, `make test` runs the suite.
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: setup demo test test-fast lint format bench clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
		{ echo "navex needs Python 3.11 or newer (found: $$($(PYTHON) --version))."; exit 1; }
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || \
		{ echo "Could not create a virtualenv: on Debian/Ubuntu run 'apt-get install python3-venv'."; exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,compare]'
	@touch $(STAMP)

demo: setup
	$(BIN)/navex demo

test: setup
	$(BIN)/pytest

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
