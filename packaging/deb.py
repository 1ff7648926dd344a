"""Build dist/enza_<version>_<arch>.deb from the one-folder bundle dist/Enza (run by packaging/build.sh).

The package installs the bundle in /opt/enza, a launcher /usr/bin/enza, a desktop entry and an icon.
System libraries are left to the system: every library that PyInstaller copied from the build host
and that a Debian package provides is taken out of the package's copy of the bundle, and `Depends:`
is derived here, at build time, from what the bundle's ELF files need (ldd) and which package owns
each of those files (dpkg -S), so it cannot drift from the bundle.  Debian/Ubuntu build hosts only.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "Enza"
# Libraries that stay in the bundle although the system might have a package for them: the Python
# the bytecode was built for, and Qt/PySide from the wheel (the system's Qt, if any, is another one).
KEEP = re.compile(r"^(libpython\d|libQt6|libpyside6|libshiboken6|libicu)")
# Not found by ldd but needed: Japanese is the default language (without a CJK font kana and kanji
# are empty boxes), and Qt draws text with fontconfig's fonts.
EXTRA_DEPENDS = ["fonts-noto-cjk"]


def run(cmd: list[str], **kw) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kw).stdout


def is_elf(path: Path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def _variants(path: str) -> list[str]:
    """The names dpkg may know a library by: as given and resolved, each with and without /usr
    (Debian 12's dpkg database still lists some libraries under /lib)."""
    out = []
    for p in (path, os.path.realpath(path)):
        out += [p, p[4:] if p.startswith("/usr/") else "/usr" + p]
    return list(dict.fromkeys(out))


def owners(paths) -> dict[str, str]:
    """path -> the Debian package that installed it; one `dpkg -S` call for all of them (each call
    reads the whole package database)."""
    paths = sorted(set(paths))
    asked = sorted({v for p in paths for v in _variants(p)})
    found = {}
    r = subprocess.run(["dpkg", "-S", *asked], capture_output=True, text=True)  # exit 1 if some are unknown
    for line in r.stdout.splitlines():
        # "libxcb1:amd64: /usr/lib/x86_64-linux-gnu/libxcb.so.1"; diversions and multi-owner lines differ
        pkgs, sep, file = line.rpartition(": ")
        if sep and not line.startswith("diversion"):
            found.setdefault(file.strip(), pkgs.split(",")[0].split(":")[0].strip())
    return {p: next((found[v] for v in _variants(p) if v in found), None) for p in paths}


def system_libraries() -> dict[str, str]:
    """soname -> path for the libraries the dynamic loader knows (this architecture only)."""
    arch = {"x86_64": "x86-64", "aarch64": "AArch64"}.get(os.uname().machine, "")
    found = {}
    for line in run(["ldconfig", "-p"]).splitlines()[1:]:
        m = re.match(r"\s*(\S+) \(([^)]*)\) => (\S+)", line)
        if m and (not arch or arch in m.group(2)) and m.group(1) not in found:
            found[m.group(1)] = m.group(3)
    return found


def unbundle_system_libraries(internal: Path, depends: set[str]) -> list[str]:
    """Remove from the package's copy the libraries a Debian package provides; depend on it instead."""
    system = system_libraries()
    libs = [lib for lib in sorted(internal.glob("lib*.so*")) if not KEEP.match(lib.name) and lib.name in system]
    owner = owners(system[lib.name] for lib in libs)
    removed = []
    for lib in libs:
        pkg = owner[system[lib.name]]
        if pkg:
            lib.unlink()
            depends.add(pkg)
            removed.append(lib.name)
    return removed


def needed_packages(app: Path, depends: set[str]) -> None:
    """Add the package of every system library any ELF file of the bundle loads (ldd, transitively)."""
    elves = [p for p in app.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    bundled = {p.name for p in app.rglob("*.so*")}
    search = sorted({str(p.parent) for p in elves})
    env = dict(os.environ, LD_LIBRARY_PATH=":".join(search))
    missing, used = {}, {}
    for elf in elves:
        out = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            m = re.match(r"\s*(\S+) => (.+?) \(0x", line) or re.match(r"\s*(\S+) => (not found)", line)
            if not m:
                continue
            name, path = m.groups()
            if path == "not found":
                if name not in bundled:
                    missing.setdefault(name, elf.relative_to(app))
                continue
            if Path(path).resolve().is_relative_to(app.resolve()):
                continue
            used.setdefault(path, elf.relative_to(app))
    owner = owners(used)
    for path, elf in sorted(used.items()):
        if owner[path] is None:
            raise SystemExit(f"deb: {path} (needed by {elf}) belongs to no Debian package")
        depends.add(owner[path])
    if missing:
        lines = "\n".join(f"  {n} (needed by {e})" for n, e in sorted(missing.items()))
        raise SystemExit(f"deb: libraries the bundle needs are missing on the build host:\n{lines}\n"
                         "install them (see the README's packages) and build again")


def png_size(path: Path) -> int:
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big")


def main() -> int:
    if not BUNDLE.is_dir():
        raise SystemExit(f"deb: {BUNDLE} does not exist; build the bundle first")
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    version = meta["version"]
    arch = run(["dpkg", "--print-architecture"]).strip()
    stage = ROOT / "build" / "deb" / f"enza_{version}_{arch}"
    shutil.rmtree(stage, ignore_errors=True)
    app = stage / "opt" / "enza"
    shutil.copytree(BUNDLE, app, symlinks=True)
    for extra in ("enza.desktop", "enza.png"):  # they go to their system places below
        (app / extra).unlink(missing_ok=True)

    depends: set[str] = set()
    removed = unbundle_system_libraries(app / "_internal", depends)
    needed_packages(app, depends)
    depends.update(EXTRA_DEPENDS)

    launcher = stage / "usr" / "bin" / "enza"
    launcher.parent.mkdir(parents=True)
    launcher.write_text('#!/bin/sh\nexec /opt/enza/Enza "$@"\n', encoding="utf-8")
    launcher.chmod(0o755)
    desktop = (ROOT / "packaging" / "enza.desktop").read_text(encoding="utf-8")
    desktop = re.sub(r"(?m)^Exec=\S+", "Exec=enza", desktop)
    apps = stage / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "enza.desktop").write_text(desktop, encoding="utf-8")
    icon = ROOT / "build" / "icons" / "enza.png"
    size = png_size(icon)
    icons = stage / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
    icons.mkdir(parents=True)
    shutil.copy2(icon, icons / "enza.png")
    doc = stage / "usr" / "share" / "doc" / "enza"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(f"Enza {version}: {meta['description']}\nLicense: {meta['license']}\n",
                                   encoding="utf-8")

    for p in [stage, *stage.rglob("*")]:
        if p.is_symlink():
            continue
        p.chmod(0o755 if p.is_dir() or os.access(p, os.X_OK) else 0o644)
    kib = sum(p.stat().st_size for p in stage.rglob("*") if p.is_file() and not p.is_symlink()) // 1024
    control = stage / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(
        f"Package: enza\nVersion: {version}\nArchitecture: {arch}\nSection: games\nPriority: optional\n"
        f"Maintainer: Enza developers <enza@invalid>\nInstalled-Size: {kib}\n"
        f"Depends: {', '.join(sorted(depends))}\n"
        f"Description: hot-seat table for multiplayer trading-card games\n"
        f" Enza (円座, \"sitting in a circle\") seats 2 to 8 friends around one computer and enforces\n"
        f" the rules of several multiplayer card-game formats.  Unofficial fan project; all cards original.\n",
        encoding="utf-8")
    out = ROOT / "dist" / f"enza_{version}_{arch}.deb"
    run(["dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", str(stage), str(out)])
    print(f"deb: {out.relative_to(ROOT)} ({out.stat().st_size / 2 ** 20:.0f} MiB); left to the system: "
          f"{len(removed)} libraries; Depends: {', '.join(sorted(depends))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
