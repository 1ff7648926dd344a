# Enza — the two commands the README promises, plus helpers.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test soak bench package deb clean

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

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_engine.py

clean:
	rm -rf $(VENV) build dist .pytest_cache

package: $(STAMP)
	bash packaging/build.sh

# the .deb again from an existing dist/Enza (make package builds both)
deb: $(STAMP)
	$(BIN)/python packaging/deb.py
