# Two commands set everything up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: install test lint typecheck pytest demo bench clean settings-table browser learned-features warehouse-template rules-twin

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# uv installs the dependency set in seconds where pip takes minutes.
$(BIN)/uv: | $(BIN)/python
	$(BIN)/python -m pip install --quiet --upgrade pip uv

# Reinstall only when the dependency list changes. Bytecode is compiled at install, as pip does
# for users: without it every `toolwatch` process recompiles what it imports (where
# PYTHONDONTWRITEBYTECODE is set, as on CI machines, that is most of a small command's time).
$(STAMP): pyproject.toml | $(BIN)/uv
	$(BIN)/uv pip install --quiet --compile-bytecode --python $(BIN)/python -e '.[dev]'
	touch $(STAMP)

# The learned fallback's examples featurised (4.5 MB, column-major and raw so the first prediction
# reads views of it): built from the examples and the featurising code, not committed. Without it
# the model featurises its examples itself at the first prediction (slower, the same answers).
FEATURES := detectors/data/learned_features.bin
$(FEATURES): $(STAMP) detectors/data/learned_examples.jsonl detectors/learned.py detectors/char_grams.py \
             detectors/linear_text.py detectors/normalize.py detectors/sparse_rows.py
	$(BIN)/python bench/learned_examples.py --features-only

# The empty warehouse a new one is copied from (warehouse/template.py): built from the migrations by
# the DuckDB installed, not committed (1.5 MB of mostly zeros); its name carries DuckDB's version and
# the migrations' digest, so this stamp only tells make when to run the build again. Without it new
# warehouses are built by the migrations (about 40 ms slower, the same schema).
TEMPLATE := $(VENV)/.warehouse-template
$(TEMPLATE): $(STAMP) warehouse/template.py $(wildcard warehouse/migrations/*.sql)
	$(BIN)/python -m toolwatch.warehouse.template
	touch $(TEMPLATE)

install: $(STAMP) $(FEATURES) $(TEMPLATE)

lint: install
	$(BIN)/ruff check warehouse detectors alerts skills flows tests bench

typecheck: install
	$(BIN)/mypy -p toolwatch

# The UI's browser test drives the distribution's headless Chromium (tests/flows/ui).
browser:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null || \
		{ echo "installing chromium and chromium-driver (apt-get)…"; \
		  $$( [ "$$(id -u)" = 0 ] || echo sudo ) apt-get update -qq && \
		  $$( [ "$$(id -u)" = 0 ] || echo sudo ) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver; }

# Two worker processes, whole files each, the longest first (tests/scheduling.py): the suite's
# tests wait on subprocesses, servers and DuckDB's I/O often enough that two workers gain even on
# two cores (docs/DEVELOPING.md has the figures). PYTEST_WORKERS=0 runs it in one process.
PYTEST_WORKERS ?= 2

pytest: install browser
	$(BIN)/python -m compileall -q warehouse detectors alerts skills flows
	$(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadfile

test: lint typecheck pytest

demo: install
	$(BIN)/toolwatch demo

bench: install
	$(BIN)/python bench/ingest.py

# Re-featurise the learned fallback's shipped examples after a change to the featurising code
# (tests/detectors/test_learned.py fails while the shipped file is stale).
learned-features: install
	$(BIN)/python bench/learned_examples.py --features-only

# Rebuild the empty warehouse a new one is copied from (make install does it when a migration
# changes; this forces it, e.g. after changing DuckDB by hand).
warehouse-template: install
	$(BIN)/python -m toolwatch.warehouse.template

# After editing detectors/rules/default.toml: its JSON twin, read at start-up (detectors/rules.py).
rules-twin: install
	$(BIN)/python -m toolwatch.detectors.rules

# Regenerate the README's settings table from flows/settings.py (tests/test_readme.py checks it).
settings-table: install
	$(BIN)/python -m toolwatch.flows.settings --write-readme README.md

clean:
	rm -rf $(VENV) toolwatch-out *.duckdb *.duckdb.wal .pytest_cache .ruff_cache .mypy_cache
