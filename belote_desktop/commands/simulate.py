"""`belote-desktop simulate` (not written yet)."""

from __future__ import annotations

import argparse


def add_parser(parser: argparse.ArgumentParser) -> None:
    pass


def run(args: argparse.Namespace) -> int:
    raise SystemExit("belote-desktop simulate: not available yet")
