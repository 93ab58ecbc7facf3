"""Desktop integration (packaging/): the desktop entry and AppStream metadata pass the
freedesktop validators, the icon's PNGs match its SVG, install-desktop.sh and
``belote-desktop --install-desktop`` put everything in the user's data folder and take it away
again (nothing more), the window carries its icon, the manual page follows the command line, and
the Flatpak manifest reads and exports its files under the application id.

The validators come from Debian's desktop-file-utils, appstream and flatpak-builder, which ./dev
installs.
"""

from __future__ import annotations

import configparser
import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from belote_desktop import __version__

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
DESKTOP_FILE = PACKAGING / "belote-desktop.desktop"
METAINFO = PACKAGING / "belote-desktop.metainfo.xml"
INSTALL_SCRIPT = PACKAGING / "install-desktop.sh"
#: The languages the game is translated into: the menu entry speaks them too.
LANGUAGES = ("bg", "cs", "de", "fr", "hr", "ro", "sl")

sys.path.insert(0, str(PACKAGING))
import metainfo  # noqa: E402  (scripts beside the packaging files, not a package)
import render_icons  # noqa: E402

#: Where the metainfo's addresses point until the project has a public home (packaging/metainfo.py).
PUBLIC_HOME = metainfo.PUBLIC_HOME


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: ./dev installs it (desktop-file-utils, appstream, flatpak-builder)")
    return found


def _run(argv: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(argv, capture_output=True, text=True, timeout=120, check=False, **kwargs)  # type: ignore[call-overload]


def _desktop_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(path, encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_file_is_valid() -> None:
    result = _run([_tool("desktop-file-validate"), str(DESKTOP_FILE)])
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_desktop_file_starts_the_game_from_the_games_menu() -> None:
    entry = _desktop_entry(DESKTOP_FILE)
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "belote-desktop"  # the console script; install-desktop.sh makes it absolute
    assert entry["Icon"] == render_icons.ICON_NAME
    assert {"Game", "CardGame"} <= set(entry["Categories"].strip(";").split(";"))
    for lang in LANGUAGES:
        assert entry.get(f"Comment[{lang}]") and entry.get(f"GenericName[{lang}]"), lang


def test_metainfo_is_valid() -> None:
    result = _run([_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)])
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_names_this_version_and_desktop_file() -> None:
    root = ET.parse(METAINFO).getroot()
    releases = root.findall("releases/release")
    assert releases, "no release notes"
    assert releases[0].get("version") == __version__  # newest first
    assert all(r.find("description") is not None for r in releases)
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP_FILE.name
    assert root.findtext("provides/binary") == "belote-desktop"


def test_metainfo_screenshots_are_files_of_the_repository() -> None:
    images = [el.text or "" for el in ET.parse(METAINFO).getroot().iter("image")]
    assert images
    for url in images:
        assert url.startswith(PUBLIC_HOME), url
        local = ROOT / url.removeprefix(PUBLIC_HOME)
        assert local.is_file() and local.read_bytes()[:4] == b"\x89PNG", f"{url}: no such PNG in the repository"


def _max_channel_difference(a: QImage, b: QImage) -> int:
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    assert a.size() == b.size()
    return max(abs(x - y) for x, y in zip(bytes(a.constBits()), bytes(b.constBits())))


def test_every_icon_size_is_rendered(qapp: QApplication) -> None:
    for size in render_icons.SIZES:
        path = render_icons.png_path(render_icons.DEFAULT_OUT, size)
        image = QImage(str(path))
        assert not image.isNull(), f"{path} missing: run packaging/render_icons.py"
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel() and image.pixelColor(0, 0).alpha() == 0  # rounded corners


@pytest.mark.parametrize("size", [16, 48, 256])
def test_icon_pngs_match_the_svg(qapp: QApplication, size: int) -> None:
    committed = QImage(str(render_icons.png_path(render_icons.DEFAULT_OUT, size)))
    # a little slack for antialiasing differences between Qt releases; an edited SVG differs far more
    assert _max_channel_difference(committed, render_icons.render_icon(size)) <= 24, (
        "the PNG icons are stale: run packaging/render_icons.py")


def _install(home: Path, *args: str, path: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    if path is not None:
        env["PATH"] = path
    return _run(["bash", str(INSTALL_SCRIPT), *args], env=env)


def test_install_script_puts_everything_in_local_share(tmp_path: Path) -> None:
    result = _install(tmp_path, "--exec", "/opt/Belote Desktop/belote-desktop")
    assert result.returncode == 0, result.stderr
    share = tmp_path / ".local" / "share"
    desktop = share / "applications" / "belote-desktop.desktop"
    assert _desktop_entry(desktop)["Exec"] == '"/opt/Belote Desktop/belote-desktop"'
    assert _run([_tool("desktop-file-validate"), str(desktop)]).returncode == 0
    component_id = ET.parse(METAINFO).getroot().findtext("id")
    assert (share / "metainfo" / f"{component_id}.metainfo.xml").read_bytes() == METAINFO.read_bytes()
    for size in render_icons.SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "belote-desktop.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / "belote-desktop.svg").read_bytes() == \
        render_icons.SVG_PATH.read_bytes()
    # the installed tree as a whole: metadata, desktop entry and icon agree
    tree = _run([_tool("appstreamcli"), "validate-tree", "--no-net", str(tmp_path / ".local")])
    assert tree.returncode == 0, tree.stdout + tree.stderr

    result = _install(tmp_path, "--uninstall")
    assert result.returncode == 0, result.stderr
    # nothing left: not a file, not an empty folder, not a cache (HOME was empty before)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == []


def _tree(root: Path) -> list[str]:
    return sorted(f"{p.relative_to(root).as_posix()}{'/' if p.is_dir() else ''}" for p in root.rglob("*"))


def test_uninstall_removes_only_what_the_install_made(tmp_path: Path) -> None:
    share = tmp_path / ".local" / "share"
    # the user's own things: another menu entry, an empty icon folder, their autosaves
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    (share / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (share / "belote-desktop").mkdir()
    (share / "belote-desktop" / "autosave.json").write_text("{}")
    before = _tree(tmp_path)
    for _ in range(2):  # installing again (an update) must not forget what the first run made
        result = _install(tmp_path, "--exec", "/opt/belote/belote-desktop")
        assert result.returncode == 0, result.stderr
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / "belote-desktop.png").is_file()
    assert not (share / "applications" / "mimeinfo.cache").exists()
    result = _install(tmp_path, "--uninstall")
    assert result.returncode == 0, result.stderr
    assert _tree(tmp_path) == before


def test_uninstall_keeps_a_folder_someone_else_filled(tmp_path: Path) -> None:
    share = tmp_path / ".local" / "share"
    assert _install(tmp_path).returncode == 0
    other = share / "icons" / "hicolor" / "scalable" / "apps" / "someone-else.svg"
    other.write_text("<svg/>")
    assert _install(tmp_path, "--uninstall").returncode == 0
    assert _tree(tmp_path) == [".local/", ".local/share/", ".local/share/icons/", ".local/share/icons/hicolor/",
                               ".local/share/icons/hicolor/scalable/", ".local/share/icons/hicolor/scalable/apps/",
                               ".local/share/icons/hicolor/scalable/apps/someone-else.svg"]


def test_uninstall_removes_an_icon_cache_only_if_it_made_it(tmp_path: Path) -> None:
    if shutil.which("gtk-update-icon-cache") is None:
        pytest.skip("gtk-update-icon-cache is not installed: no cache is ever made")
    hicolor = tmp_path / ".local" / "share" / "icons" / "hicolor"
    hicolor.mkdir(parents=True)
    (hicolor / "index.theme").write_text("[Icon Theme]\nName=Hicolor\nDirectories=\n")
    before = _tree(tmp_path)
    assert _install(tmp_path).returncode == 0
    assert (hicolor / "icon-theme.cache").is_file()
    assert _install(tmp_path, "--uninstall").returncode == 0
    assert _tree(tmp_path) == before


def test_install_script_runs_the_belote_desktop_on_path(tmp_path: Path) -> None:
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    program = bin_dir / "belote-desktop"
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    result = _install(tmp_path, path=f"{bin_dir}:{os.environ['PATH']}")
    assert result.returncode == 0, result.stderr
    desktop = tmp_path / ".local" / "share" / "applications" / "belote-desktop.desktop"
    assert _desktop_entry(desktop)["Exec"] == str(program)


def test_install_script_in_a_bundle_runs_the_bundle_launcher(tmp_path: Path) -> None:
    # the layout build-bundle.sh makes: launcher, packaging/, resources/icons/ side by side
    bundle = tmp_path / "belote-desktop-bundle"
    shutil.copytree(PACKAGING, bundle / "packaging", ignore=shutil.ignore_patterns("__pycache__"))
    (bundle / "resources" / "icons").mkdir(parents=True)
    shutil.copy2(render_icons.SVG_PATH, bundle / "resources" / "icons")
    launcher = bundle / "belote-desktop"
    shutil.copy2(PACKAGING / "bundle-launcher.sh", launcher)
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    result = _run(["bash", str(bundle / "packaging" / "install-desktop.sh")], env=env)
    assert result.returncode == 0, result.stderr
    desktop = home / ".local" / "share" / "applications" / "belote-desktop.desktop"
    assert _desktop_entry(desktop)["Exec"] == str(launcher)


def test_bundle_launcher_runs_the_program_in_lib_through_a_symlink(tmp_path: Path) -> None:
    bundle = tmp_path / "bundle"
    (bundle / "lib").mkdir(parents=True)
    program = bundle / "lib" / "belote-desktop"
    program.write_text('#!/bin/sh\necho "lib program: $*"\n')
    program.chmod(0o755)
    shutil.copy2(PACKAGING / "bundle-launcher.sh", bundle / "belote-desktop")
    link = tmp_path / "bin" / "belote-desktop"
    link.parent.mkdir()
    link.symlink_to(bundle / "belote-desktop")
    result = _run([str(link), "play", "--size", "1024x640"])
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "lib program: play --size 1024x640"


def test_bundle_script_parses() -> None:
    # the build itself takes minutes and the index; packaging/build-bundle.sh smoke-tests its bundle
    result = _run(["bash", "-n", str(PACKAGING / "build-bundle.sh")])
    assert result.returncode == 0, result.stderr
    help_text = _run(["bash", str(PACKAGING / "build-bundle.sh"), "--help"])
    assert help_text.returncode == 0 and "--out DIR" in help_text.stdout


def test_the_game_sets_its_window_icon_from_the_shipped_svg(tmp_path: Path) -> None:
    # the whole start-up of `belote-desktop play`, in a child so its QApplication is its own
    code = (
        "import sys; from belote_desktop.cli import main; "
        f"status = main(['play', '--screenshot', {str(tmp_path / 'x.png')!r}, '--size', '1024x640']); "
        "from PySide6.QtWidgets import QApplication; icon = QApplication.instance().windowIcon(); "
        "print(status, icon.isNull(), icon.pixmap(64, 64).width(), icon.pixmap(256, 256).width())"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    result = _run([sys.executable, "-c", code], env=env)
    assert result.returncode == 0, result.stderr
    # the last line (play --screenshot first prints where it wrote the picture)
    assert result.stdout.splitlines()[-1].split() == ["0", "False", "64", "256"]


def test_app_icon_is_the_shipped_svg(qapp: QApplication) -> None:
    from belote_desktop.ui.app_icon import app_icon, icon_path

    assert icon_path() is not None and icon_path().read_bytes() == render_icons.SVG_PATH.read_bytes()  # type: ignore[union-attr]
    image = app_icon().pixmap(48, 48).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    # the same picture as the committed 48 px PNG (drawn from the same SVG by another path of
    # Qt's, so edges differ a little: compare on average)
    committed = QImage(str(render_icons.png_path(render_icons.DEFAULT_OUT, 48))).convertToFormat(
        QImage.Format.Format_ARGB32)
    assert image.size() == committed.size()
    a, b = bytes(image.constBits()), bytes(committed.constBits())
    assert sum(abs(x - y) for x, y in zip(a, b)) / len(a) < 4


def test_manpage_is_the_one_the_parser_writes() -> None:
    from belote_desktop import manpage
    from belote_desktop.cli import build_parser

    committed = PACKAGING / "belote-desktop.6"
    assert manpage.main(["--check", str(committed)]) == 0, "stale: python -m belote_desktop.manpage > packaging/belote-desktop.6"
    page = committed.read_text(encoding="utf-8")
    assert page.startswith(f'.TH BELOTE\\-DESKTOP 6 "{ET.parse(METAINFO).getroot().find("releases/release").get("date")}"')
    # every option of every command is on the page
    parser = build_parser()
    for command, sub in manpage._subcommands(parser).items():
        assert f".SS {command}" in page
        for action in sub._actions:
            for option in action.option_strings:
                if action.help != "==SUPPRESS==":
                    assert f"\\fB{option.replace('-', chr(92) + '-')}\\fR" in page, (command, option)
    assert "\\fB\\-\\-install\\-desktop\\fR" in page
    man = shutil.which("man")
    if man is not None:
        shown = _run([man, "-l", str(committed)], env={**os.environ, "MANWIDTH": "100", "MAN_KEEP_FORMATTING": ""})
        assert shown.returncode == 0 and "--uninstall-desktop" in shown.stdout.replace("\u2010", "-")


def test_install_desktop_option_for_pip_users(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env.update(HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    result = _run([sys.executable, "-m", "belote_desktop", "--install-desktop"], env=env)
    assert result.returncode == 0, result.stderr
    share = tmp_path / ".local" / "share"
    desktop = share / "applications" / "belote-desktop.desktop"
    assert _run([_tool("desktop-file-validate"), str(desktop)]).returncode == 0
    exec_line = _desktop_entry(desktop)["Exec"]
    assert exec_line.startswith("/"), exec_line  # absolute: the menu has not this venv on PATH
    assert (share / "man" / "man6" / "belote-desktop.6").read_bytes() == (PACKAGING / "belote-desktop.6").read_bytes()
    component_id = ET.parse(METAINFO).getroot().findtext("id")
    assert (share / "metainfo" / f"{component_id}.metainfo.xml").read_bytes() == METAINFO.read_bytes()
    for size in render_icons.SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "belote-desktop.png").is_file()
    tree = _run([_tool("appstreamcli"), "validate-tree", "--no-net", str(tmp_path / ".local")])
    assert tree.returncode == 0, tree.stdout + tree.stderr
    # and back: nothing left, not even the folders it made
    result = _run([sys.executable, "-m", "belote_desktop", "--uninstall-desktop"], env=env)
    assert result.returncode == 0, result.stderr
    assert _tree(tmp_path) == []


def test_install_desktop_keeps_what_was_there(tmp_path: Path) -> None:
    from belote_desktop import desktop_install

    share = tmp_path / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    (share / "man" / "man6").mkdir(parents=True)
    before = _tree(tmp_path)
    written = desktop_install.install(["/opt/Belote Desktop/belote-desktop"], home=share)
    desktop_install.install(["/opt/Belote Desktop/belote-desktop"], home=share)  # again: an update
    assert _desktop_entry(written[0])["Exec"] == '"/opt/Belote Desktop/belote-desktop"'
    assert not (share / "applications" / "mimeinfo.cache").exists()
    desktop_install.uninstall(home=share)
    assert _tree(tmp_path) == before


def test_metainfo_is_generated_from_its_template_and_the_catalogues() -> None:
    assert metainfo.main(["--check"]) == 0, "stale: run python packaging/metainfo.py"


def test_metainfo_names_its_developer_home_and_translations() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == metainfo.COMPONENT_ID
    assert root.find("developer_name") is None
    developer = root.find("developer")
    assert developer is not None and developer.get("id") == metainfo.DEVELOPER_ID and developer.findtext("name")
    urls = {u.get("type"): u.text or "" for u in root.findall("url")}
    assert urls["homepage"] == PUBLIC_HOME and all(u.startswith(PUBLIC_HOME) for u in urls.values())
    # the Qt catalogues' prefix: belote_desktop_<language>.qm
    from belote_desktop.i18n import CATALOGUE_PREFIX

    assert root.findtext("translation[@type='qt']") == CATALOGUE_PREFIX.rstrip("_")
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]
    assert all(r.get("date") and r.find("description") is not None for r in root.findall("releases/release"))


def test_metainfo_carries_every_finished_translation_of_its_texts() -> None:
    from belote_desktop.metainfo_texts import texts

    root = ET.parse(METAINFO).getroot()
    xml_lang = "{http://www.w3.org/XML/1998/namespace}lang"
    english = [el.text for el in [root.find("summary"), *root.find("description").iter()]  # type: ignore[union-attr]
               if el is not None and el.tag in ("summary", "p", "li") and el.get(xml_lang) is None]
    assert set(english) <= set(texts())
    translations = metainfo.catalogue_translations()
    for language, table in translations.items():
        for source in english:
            if source in table:
                shown = [el.text for el in root.iter() if el.get(xml_lang) == language]
                assert table[source] in shown, (language, source)
    # a finished translation in a catalogue shows up in the file written from it
    fake = {"fr": {"Offline Belote, Contrée and Romanian Belot card game": "Belote hors ligne"}}
    written = metainfo.render(translations=fake)
    assert '<summary xml:lang="fr">Belote hors ligne</summary>' in written


FLATPAK = PACKAGING / "flatpak"


def _flatpak_manifest() -> tuple[Path, dict[str, object]]:
    (manifest,) = FLATPAK.glob("*.json")
    return manifest, json.loads(manifest.read_text(encoding="utf-8"))


def test_flatpak_manifest_is_named_after_the_id_on_the_kde_runtime() -> None:
    manifest, data = _flatpak_manifest()
    assert manifest.name == f"{metainfo.COMPONENT_ID}.json" and data["id"] == metainfo.COMPONENT_ID
    assert data["runtime"] == "org.kde.Platform" and data["sdk"] == "org.kde.Sdk"
    assert data["command"] == "belote-desktop"
    assert "--share=network" not in data["finish-args"]  # type: ignore[operator]  # an offline game


def test_flatpak_wheels_are_the_locked_ones() -> None:
    """PySide6 comes from its wheels, each the file the bundle's lock file pins (same hashes)."""
    _, data = _flatpak_manifest()
    lock = (PACKAGING / "bundle-requirements.txt").read_text(encoding="utf-8")
    pinned: dict[str, set[str]] = {}
    for block in re.split(r"\n(?=\S)", lock):
        head = re.match(r"([A-Za-z0-9_.-]+)==([^ \\]+)", block)
        if head:
            pinned[head[1].lower().replace("_", "-")] = set(re.findall(r"sha256:([0-9a-f]{64})", block))
    wheels = [s for m in data["modules"] for s in m["sources"] if str(s.get("url", "")).endswith(".whl")]  # type: ignore[union-attr,index]
    names = set()
    for source in wheels:
        filename = source["url"].rsplit("/", 1)[1]
        name, version = filename.split("-")[:2]
        name = name.lower().replace("_", "-")
        names.add(name)
        assert f"{name}=={version}" in lock.replace("_", "-").lower(), filename
        assert source["sha256"] in pinned[name], filename
    assert {"pyside6-essentials", "shiboken6", "svgelements"} <= names


def test_flatpak_wheels_are_at_pypi_addresses() -> None:
    """Each wheel at the address PyPI serves it from, made of its hash (the short
    ``/packages/<tag>/<letter>/<project>/<file>`` form answers 404 for these files):
    ``packaging/flatpak/pypi_urls.py`` writes them."""
    _, data = _flatpak_manifest()
    for module in data["modules"]:  # type: ignore[attr-defined]
        for source in module["sources"]:
            url = str(source.get("url", ""))
            if url.endswith(".whl"):
                assert re.fullmatch(r"https://files\.pythonhosted\.org/packages/[0-9a-f]{2}/[0-9a-f]{2}/[0-9a-f]{60}/[^/]+\.whl", url), url


def test_flatpak_builds_the_compiled_solver_with_mypy_only_at_build_time() -> None:
    """The Flatpak carries the compiled solver like the platform wheel and the bundle: mypy
    (mypyc) and what it needs are installed for every architecture before the game is built, and
    cleaned up after; where no wheel fits the runtime's Python, the build goes on pure."""
    _, data = _flatpak_manifest()
    modules = {m["name"]: m for m in data["modules"]}  # type: ignore[attr-defined]
    names = [m["name"] for m in data["modules"]]  # type: ignore[attr-defined]
    assert names.index("mypyc-from-wheels") < names.index("belote-desktop")
    mypyc = modules["mypyc-from-wheels"]
    assert mypyc["cleanup"] == ["*"]
    (command,) = mypyc["build-commands"]
    assert "--no-index" in command and " mypy " in command and "|| echo" in command
    for arch in ("x86_64", "aarch64"):
        files = [
            str(s["url"]).rsplit("/", 1)[1] for s in mypyc["sources"] if arch in s.get("only-arches", [arch])
        ]
        # every requirement of mypy in the lock file, for this architecture
        for project in ("mypy", "librt", "ast_serialize", "mypy_extensions", "pathspec", "typing_extensions"):
            assert any(f.startswith(project + "-") for f in files), (arch, project)
            assert project in command
    assert "BELOTE_COMPILE=0" not in " ".join(modules["belote-desktop"]["build-commands"])


def test_flatpak_builder_reads_the_manifest_without_complaint(tmp_path: Path) -> None:
    manifest, _ = _flatpak_manifest()
    # run elsewhere: flatpak-builder makes its .flatpak-builder/ cache folder where it runs
    result = _run([_tool("flatpak-builder"), "--show-manifest", str(manifest)], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    # unknown or mistyped keys are only warnings: none may appear
    assert "WARNING" not in result.stderr, result.stderr
    assert json.loads(result.stdout)["id"] == metainfo.COMPONENT_ID


def test_flatpak_data_is_exported_under_the_id(tmp_path: Path) -> None:
    app_id = metainfo.COMPONENT_ID
    result = _run(["bash", str(FLATPAK / "install-data.sh"), str(tmp_path / "app"), app_id], cwd=ROOT)
    assert result.returncode == 0, result.stderr
    share = tmp_path / "app" / "share"
    desktop = share / "applications" / f"{app_id}.desktop"
    assert _run([_tool("desktop-file-validate"), str(desktop)]).returncode == 0
    assert _desktop_entry(desktop)["Icon"] == app_id
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg").is_file()
    assert (share / "icons" / "hicolor" / "128x128" / "apps" / f"{app_id}.png").is_file()
    root = ET.parse(share / "metainfo" / f"{app_id}.metainfo.xml").getroot()
    assert root.findtext("launchable[@type='desktop-id']") == f"{app_id}.desktop"
    tree = _run([_tool("appstreamcli"), "validate-tree", "--no-net", str(tmp_path / "app")])
    assert tree.returncode == 0, tree.stdout + tree.stderr


def test_the_window_names_the_flatpak_desktop_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    from belote_desktop.ui.app_icon import desktop_file_name

    monkeypatch.delenv("FLATPAK_ID", raising=False)
    assert desktop_file_name() == "belote-desktop"
    monkeypatch.setenv("FLATPAK_ID", metainfo.COMPONENT_ID)
    assert desktop_file_name() == metainfo.COMPONENT_ID
