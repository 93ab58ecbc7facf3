"""The one thing pyproject.toml cannot say: which packages the wheel holds.

Everything else is declared in pyproject.toml. The built-in data stays in the top-level
``resources/`` folder (the source of truth, edited and regenerated there), and the build maps it
into the package as ``belote_desktop._resources`` (``[tool.setuptools.package-dir]``), so a wheel
carries it and the game finds it with ``importlib.resources`` wherever it is installed. A plain
``packages.find`` in pyproject.toml only sees folders under ``belote_desktop/``, so the mapped
package and its data folders are listed here; listing the data folders as packages keeps
setuptools from warning that they would be skipped.
"""

from setuptools import find_namespace_packages, find_packages, setup

RESOURCES_PACKAGE = "belote_desktop._resources"

setup(
    packages=[
        *find_packages(include=["belote_desktop", "belote_desktop.*"]),
        RESOURCES_PACKAGE,
        *(f"{RESOURCES_PACKAGE}.{name}" for name in find_namespace_packages("resources", exclude=["*__pycache__*"])),
    ],
)
