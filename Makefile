# Enza — the two commands the README promises, plus helpers.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test soak bench golden package clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,build]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/enza

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m "not soak"

soak: $(STAMP)
	$(BIN)/python benchmarks/soak.py --games 10000

# rewrite tests/golden/ after an intended rule change; the commit must say which rule and why
golden: $(STAMP)
	$(BIN)/python -m tools.golden regenerate

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_engine.py

clean:
	rm -rf $(VENV) build dist .pytest_cache

package: $(STAMP)
	bash packaging/build.sh
