"""The simulator: realistic synthetic tool-call logs with labelled incidents.

``simulate(out_dir, days=14, seed=0, ...)`` writes events in the input
contract of docs/design.md (JSONL, gzipped JSONL or Parquet, a file per UTC day or
one file) and ``incidents.json``, the ground truth the detection benchmark is
scored on. Modules: ``workload`` (baseline traffic and rates), ``incidents``
(the labelled departures), ``messages`` (catalogue and variable parts),
``reword`` (expected errors in other harnesses' words, ``reword=SEED``),
``generate`` and ``rows`` (vectorised drawing), ``write`` (DuckDB writers),
``run`` (the entry point).
"""

from toolwatch.flows.sim.run import SimulationResult, default_end, simulate

__all__ = ["SimulationResult", "default_end", "simulate"]
