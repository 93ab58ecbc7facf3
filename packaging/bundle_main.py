"""The standalone bundle's entry point: PyInstaller freezes this file (build-bundle.sh).

The package's own ``__main__`` is not frozen directly because PyInstaller runs its entry script
as a top-level module, outside any package.
"""

import sys

from belote_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
