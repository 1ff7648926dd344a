#!/usr/bin/env bash
# Build dist/Enza/ (one folder) with PyInstaller from this checkout and, on Debian/Ubuntu, the package
# dist/enza_<version>_<arch>.deb from it (packaging/deb.py).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PY:-.venv/bin/python}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
"$PY" packaging/make_icons.py
if [ -d assets/translations ] && ls assets/translations/*.ts >/dev/null 2>&1 && [ -x .venv/bin/pyside6-lrelease ]; then
  for ts in assets/translations/*.ts; do .venv/bin/pyside6-lrelease -silent "$ts" -qm "${ts%.ts}.qm"; done
fi
mkdir -p build
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
  packaging/enza.spec 2>&1 | tee build/pyinstaller.log
# A library PyInstaller cannot find is missing from the bundle, which then aborts on a desktop that
# lacks it (the Qt xcb libraries, for one): the build host must have them (README: runtime packages).
if grep -q "Library not found" build/pyinstaller.log; then
  echo "package: the bundle would lack these libraries; install them on the build host:" >&2
  grep "Library not found" build/pyinstaller.log >&2
  exit 1
fi
# parsed card pool inside the bundle: start-up skips parsing TOML (pure Python, ~150 ms)
ENZA_ASSETS=dist/Enza/_internal/assets "$PY" -c "from engine.families.shield.loader import precompile_pools; precompile_pools()"
cp packaging/enza.desktop dist/Enza/enza.desktop
cp build/icons/enza.png dist/Enza/enza.png
du -sh dist/Enza
if [ "$(uname -s)" = Linux ] && command -v dpkg-deb >/dev/null && command -v dpkg >/dev/null; then
  "$PY" packaging/deb.py
fi
