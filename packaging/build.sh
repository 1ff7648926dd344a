#!/usr/bin/env bash
# Build dist/Enza/ (one folder) with PyInstaller from this checkout; then run its self-test.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
"$PY" packaging/make_icons.py
if [ -d assets/translations ] && ls assets/translations/*.ts >/dev/null 2>&1 && [ -x .venv/bin/pyside6-lrelease ]; then
  for ts in assets/translations/*.ts; do .venv/bin/pyside6-lrelease -silent "$ts" -qm "${ts%.ts}.qm"; done
fi
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
  packaging/enza.spec
# parsed card pool inside the bundle: start-up skips parsing TOML (pure Python, ~150 ms)
ENZA_ASSETS=dist/Enza/_internal/assets "$PY" -c "from engine.cards.loader import precompile_pools; precompile_pools()"
cp packaging/enza.desktop dist/Enza/enza.desktop
cp build/icons/enza.png dist/Enza/enza.png
du -sh dist/Enza
