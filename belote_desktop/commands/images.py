"""Writing a rendered image for a command (Qt is imported by the caller, never here)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any


def save_png(image: Any, path: Path, command: str) -> bool:
    """Save a QImage as PNG, creating folders; on failure say so on stderr and return False."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if image.save(str(path), "PNG"):
        return True
    print(f"belote-desktop {command}: cannot write {path}", file=sys.stderr)
    return False
