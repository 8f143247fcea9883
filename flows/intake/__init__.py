"""Getting tool-call logs in: harness hooks, their installer, the spool and the OTLP receiver.

The hook (:mod:`.hook`) runs on every tool call of every developer, so this part
imports nothing heavy: no DuckDB, Prefect, pyarrow, numpy or rich, and not the
settings table either (the hook takes its few options from the command line
and the environment). The spool (:mod:`.spool`) is the hand-over point between
writers (hooks, the receiver) and the detect run that ingests it.
"""
