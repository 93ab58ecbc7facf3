"""Point the Flatpak manifest's wheel sources at their files on PyPI (needs the network).

Run: ``python packaging/flatpak/pypi_urls.py`` after changing a wheel in the manifest (its file
name and the lock file's hash: ``tests/test_desktop_integration.py`` checks that they agree).

flatpak-builder downloads each source from its ``url`` and checks its ``sha256``. PyPI serves a
file at an address made of its hash (``/packages/ab/cd/<60 hex>/<file>``), which only PyPI's
index knows; the shorter ``/packages/<python tag>/<letter>/<project>/<file>`` form answers 404
for these files. For each wheel source this asks PyPI's index (the JSON form of its simple API)
for the file of that name, checks that PyPI's sha256 is the manifest's, and writes PyPI's
address into the manifest. Nothing is written if a file is missing or a hash differs.
"""

from __future__ import annotations

import json
import re
import sys
import urllib.request
from pathlib import Path

MANIFEST = next(Path(__file__).resolve().parent.glob("*.json"))
INDEX = "https://pypi.org/simple/{project}/"


def project_of(filename: str) -> str:
    """The project's normalised name (PEP 503) from a wheel's file name."""
    return re.sub(r"[-_.]+", "-", filename.split("-", 1)[0]).lower()


def pypi_files(project: str) -> dict[str, tuple[str, str]]:
    """Each file of ``project`` on PyPI: its name -> (its address, its sha256)."""
    request = urllib.request.Request(INDEX.format(project=project), headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        page = json.load(response)
    return {f["filename"]: (f["url"], f["hashes"].get("sha256", "")) for f in page["files"]}


def main() -> int:
    data = json.loads(MANIFEST.read_text(encoding="utf-8"))
    index: dict[str, dict[str, tuple[str, str]]] = {}
    problems: list[str] = []
    changed = 0
    for module in data["modules"]:
        for source in module.get("sources", []):
            url = str(source.get("url", ""))
            if not url.endswith(".whl"):
                continue
            filename = url.rsplit("/", 1)[1]
            project = project_of(filename)
            files = index.get(project) or index.setdefault(project, pypi_files(project))
            if filename not in files:
                problems.append(f"{filename}: not on PyPI")
                continue
            address, sha256 = files[filename]
            if sha256 != source.get("sha256"):
                problems.append(f"{filename}: PyPI's sha256 is {sha256}, the manifest's {source.get('sha256')}")
                continue
            if address != url:
                source["url"] = address
                changed += 1
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    if changed:
        MANIFEST.write_text(json.dumps(data, indent=4) + "\n", encoding="utf-8")
    print(f"{MANIFEST.name}: {changed} address(es) written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
