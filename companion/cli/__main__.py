"""`python -m companion.cli ...`: the same command line as the `companion` entry point."""

import sys

from companion.cli import main

sys.exit(main())
