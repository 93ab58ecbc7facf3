import sys

from belote_desktop.cli import main

sys.exit(main())
