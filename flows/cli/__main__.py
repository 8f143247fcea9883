"""``python -m toolwatch.flows.cli``: the same as the ``toolwatch`` command."""

import sys

from toolwatch.flows.cli import main

sys.exit(main())
