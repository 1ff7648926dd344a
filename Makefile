# Enza — the two commands the README promises, plus helpers.
# Windows (make and sh from Git for Windows or MSYS2): the py launcher, a venv's Scripts folder, and pip run
# as `python -m pip` (pip.exe cannot replace itself)
PY ?= $(if $(filter Windows_NT,$(OS)),py -3,python3)
VENV := .venv
BIN := $(VENV)/$(if $(filter Windows_NT,$(OS)),Scripts,bin)
STAMP := $(VENV)/.installed

.PHONY: run test soak bench bench-ai golden package deb clean crash fuzz table-sim

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,build]'
	touch $(STAMP)

# compiled translations (Qt Linguist .ts -> .qm), rebuilt whenever a .ts changes
QM := $(patsubst %.ts,%.qm,$(wildcard assets/translations/*.ts))

assets/translations/%.qm: assets/translations/%.ts | $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# PYTHONOPTIMIZE=2 (-OO): no docstrings or asserts in memory, ~3 MiB less at the table (issue 22); the
# bundle's modules are compiled the same way (packaging/enza.spec), and neither engine/ nor gui/ asserts
run: $(STAMP) $(QM)
	PYTHONOPTIMIZE=2 $(BIN)/enza

test: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m "not soak"

# resumable (build/soak/); SOAK_FORMATS=emperor,alternating,melee SOAK_GAMES=1000 make soak: 1,000 games of each
soak: $(STAMP)
	nice $(BIN)/python benchmarks/soak.py $(if $(SOAK_FORMATS),--formats $(SOAK_FORMATS)) $(if $(SOAK_GAMES),--per-format $(SOAK_GAMES))

# rewrite tests/golden/ after an intended rule change; the commit must say which rule and why
golden: $(STAMP)
	$(BIN)/python -m tools.golden regenerate

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_engine.py

# computer players: strength table (JSON lines), Hard's think time, UI latency while a computer thinks
bench-ai: $(STAMP)
	nice $(BIN)/python benchmarks/bench_ai.py --games 100 --json
	nice $(BIN)/python benchmarks/bench_ai.py --think 100 --json
	QT_QPA_PLATFORM=offscreen nice $(BIN)/python benchmarks/bench_ai_latency.py --json

clean:
	rm -rf $(VENV) build dist .pytest_cache

package: $(STAMP)
	bash packaging/build.sh

# Long crash-and-resume run (issue 17): 1,000 kills of the real app (offscreen); prints the table.
crash: $(STAMP)
	nice $(BIN)/python tools/crash_resume.py --kills $${KILLS:-1000} --json build/crash-report.json

# Mutation fuzzing of every reader (issue 18): prints a table by input kind; exit 1 on any crash,
# hang, memory blow-up, invariant break or unlocated error.  FUZZ_CASES=20000 FUZZ_SEED=7 make fuzz
# FUZZ_SEED is a number or a commit hash (its seed); unset, the seed is the checked-out commit's (issue 30)
fuzz: $(STAMP)
	nice $(BIN)/python -m tests.fuzz.runner --cases $${FUZZ_CASES:-5000} $${FUZZ_SEED:+--seed $$FUZZ_SEED}

# The table's session played by scripted people (issue 31 item 7): every configuration of the issue with
# TABLE_SIM_GAMES games (the test plays one each), and each planted fault; prints a table, exit 1 if wrong.
table-sim: $(STAMP)
	nice $(BIN)/python -m gui.session.sim.matrix --games $${TABLE_SIM_GAMES:-20} --seed $${TABLE_SIM_SEED:-1}

# the .deb again from an existing dist/Enza (make package builds both)
deb: $(STAMP)
	$(BIN)/python packaging/deb.py
