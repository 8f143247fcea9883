"""Getting tool-call logs in: harness hooks, their installer, the spool and the OTLP receiver.

The hook (:mod:`.hook`) runs on every tool call of every developer, so this part
imports nothing heavy: no DuckDB, Prefect, pyarrow, numpy or rich, and not the
settings table either (the hook takes its few options from the command line
and the environment). The spool (:mod:`.spool`) is the hand-over point between
writers (hooks, the receiver, whose open files are :mod:`.rolling`) and the detect
run that ingests it; :mod:`.traces` is the detect run's side (a tool span's model
from another export) and reads spans as the warehouse's OTLP loader does.
"""
