# Enza — the two commands the README promises, plus helpers.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test soak bench package clean

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,build]'
	touch $(STAMP)

# compiled translations (Qt Linguist .ts -> .qm), rebuilt whenever a .ts changes
QM := $(patsubst %.ts,%.qm,$(wildcard assets/translations/*.ts))

assets/translations/%.qm: assets/translations/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

run: $(STAMP) $(QM)
	$(BIN)/enza

test: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m "not soak"

soak: $(STAMP)
	$(BIN)/python benchmarks/soak.py --games 10000

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_engine.py

clean:
	rm -rf $(VENV) build dist .pytest_cache

package: $(STAMP)
	bash packaging/build.sh
