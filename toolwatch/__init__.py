"""toolwatch: tool-error monitoring and auto-triage for AI coding agents.

One import package. In the repository the five layers stay at the top
(``warehouse/``, ``detectors/``, ``alerts/``, ``skills/``, ``flows/``) and this
folder holds symbolic links to them, so ``toolwatch.warehouse`` is the same
module in a checkout, an editable install and the wheel (where hatchling's
``sources`` rewrite puts the real folders under ``toolwatch/``).
"""

__version__ = "0.2.0"
