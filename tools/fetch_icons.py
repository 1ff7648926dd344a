"""Copy the card pictures named in assets/icons/cards.toml out of the game-icons.net set (CC BY 3.0), once.

    python -m tools.fetch_icons --repo <git dir of game-icons/icons> [--tarball game-icons.tgz]

The icons come from the npm package `@iconify-json/game-icons` (fetched with `npm pack` unless --tarball
names a copy already fetched): one JSON file with every icon's SVG body.  That package carries no author per
icon, so the authors are read from the set's own repository (each author's icons are in a folder of their
own; license.txt lists their names): --repo names a git directory of it.  A name found in two authors'
folders is settled by comparing the path's first coordinates with the package's body.

Writes assets/icons/cards/<icon>.svg (only the icons the table names; fill="currentColor", so the card
painter draws them in the card's colours) and assets/icons/cards/CREDITS.toml (icon -> author, shown in
Help -> About).  Run it again after changing the table; icons no longer named are removed."""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "assets" / "icons" / "cards.toml"
OUT = ROOT / "assets" / "icons" / "cards"
PACKAGE = "@iconify-json/game-icons@1.2.4"
NUMBERS = re.compile(r"-?\d+(?:\.\d+)?")


def chosen_icons(table: Path = TABLE) -> dict:
    """{icon: [card ids]} of the table."""
    data = tomllib.loads(table.read_text(encoding="utf-8"))
    out: dict = {}
    for family in data.values():
        for cid, icon in family.items():
            out.setdefault(icon, []).append(cid)
    return out


def package_icons(tarball: Path | None) -> dict:
    """The package's icons.json: {"icons": {name: {"body": …}}, "width": …}."""
    with tempfile.TemporaryDirectory() as tmp:
        if tarball is None:
            subprocess.run(["npm", "pack", PACKAGE, "--pack-destination", tmp], check=True,
                           stdout=subprocess.DEVNULL)
            tarball = next(Path(tmp).glob("*.tgz"))
        with tarfile.open(tarball) as tar:
            member = tar.extractfile("package/icons.json")
            return json.load(member)


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", str(repo), *args], check=True, capture_output=True,
                          text=True).stdout


def author_names(license_text: str) -> dict:
    """{folder: display name} from license.txt's "- Name, url" lines (a folder is the name in lower case,
    spaces as dashes)."""
    out = {}
    for line in license_text.splitlines():
        if line.startswith("- "):
            name = line[2:].split(",")[0].split(" - ")[0].strip()
            out[name.lower().replace(" ", "-")] = name
    return out


def first_numbers(svg_or_body: str, n: int = 4) -> list:
    d = re.search(r'<path[^>]*?\sd="([^"]+)"', svg_or_body.replace('fill="#fff" ', ""))
    paths = re.findall(r'\sd="([^"]+)"', svg_or_body)
    # the repository's files start with a black square (M0 0h512v512H0z) behind the white icon
    paths = [p for p in paths if p not in ("M0 0h512v512H0z",)]
    text = paths[0] if paths else (d.group(1) if d else "")
    return NUMBERS.findall(text)[:n]


def authors(repo: Path, icons: dict, names: list) -> dict:
    """{icon: (folder, display name)} from the repository's folders."""
    listing = git(repo, "ls-tree", "-r", "--name-only", "HEAD").split()
    display = author_names(git(repo, "show", "HEAD:license.txt"))
    where: dict = {}
    for path in listing:
        if path.endswith(".svg") and "/" in path:
            folder, file = path.split("/", 1)
            where.setdefault(file[:-4], []).append(folder)
    out = {}
    for name in names:
        folders = where.get(name, [])
        if len(folders) > 1:
            want = first_numbers(icons[name]["body"])
            folders = [f for f in folders if first_numbers(git(repo, "show", f"HEAD:{f}/{name}.svg")) == want] \
                or folders
        if not folders:
            raise SystemExit(f"{name}: not in the repository's folders")
        folder = folders[0]
        out[name] = (folder, display.get(folder, folder.replace("-", " ").title()))
    return out


def svg(body: str, size: int) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}">'
            f'{body}</svg>\n')


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repo", type=Path, required=True, help="git directory of game-icons/icons")
    ap.add_argument("--tarball", type=Path, help="the npm package already fetched (npm pack)")
    a = ap.parse_args(argv)
    chosen = chosen_icons()
    data = package_icons(a.tarball)
    icons, size = data["icons"], data.get("width", 512)
    missing = sorted(n for n in chosen if n not in icons)
    if missing:
        print("not in the set:", ", ".join(missing), file=sys.stderr)
        return 1
    who = authors(a.repo, icons, sorted(chosen))
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.svg"):
        if old.stem not in chosen:
            old.unlink()
    for name in sorted(chosen):
        (OUT / f"{name}.svg").write_text(svg(icons[name]["body"], size), encoding="utf-8")
    lines = ["# Card pictures: game-icons.net, CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/).",
             "# Written by tools/fetch_icons.py: icon -> its author (the set's folder and the name license.txt gives).",
             ""]
    for name in sorted(chosen):
        folder, author = who[name]
        lines.append(f'[icons."{name}"]')
        lines.append(f'author = "{author}"')
        lines.append(f'url = "https://game-icons.net/1x1/{folder}/{name}.html"')
        lines.append("")
    (OUT / "CREDITS.toml").write_text("\n".join(lines), encoding="utf-8")
    print(f"{len(chosen)} icons for {sum(map(len, chosen.values()))} cards written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
