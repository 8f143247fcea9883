"""How `pytest -n 2 --dist loadfile` (the Makefile's `make pytest`) hands test files to its workers.

xdist's own loadfile order is "most tests first", which leaves the files with one long test
(the demo, the simulated triage) for the end, where one worker runs them alone while the other
has finished. Here the longest files go first (longest-processing-time-first scheduling) and the
short ones fill in around them. A folder whose files share an expensive session fixture is one
unit, so that fixture is built once, not once per worker.

The seconds come from one serial run's `--durations` (load about 10 on two cores, so about three
times a quiet machine's; docs/DEVELOPING.md says how to refresh them). They only order the work:
a wrong or missing figure makes the run slower, never wrong.
"""

from __future__ import annotations

from collections import OrderedDict

from xdist.scheduler import LoadFileScheduling

# Files (or folders) that share a session fixture which takes long to build: each group is one unit.
UNITS = {
    # `built`: three simulated days ingested, detected and posted to a Slack server
    "tests/flows/ui/": "tests/flows/ui/",
    # `prefect_harness`: Prefect's temporary API server (tens of seconds to start)
    "tests/flows/orchestration/test_prefect_dask.py": "prefect server",
    "tests/flows/orchestration/test_prefect_flows.py": "prefect server",
}

# Seconds, quiet machine, per file or unit; anything not listed counts as 0 and runs
# after these, most tests first (xdist's order).
SECONDS: dict[str, float] = {
    "tests/flows/test_sim_triage.py": 279,
    "tests/flows/test_demo.py": 137,
    "tests/flows/test_simulate.py": 121,
    "prefect server": 115,
    "tests/detectors/test_label_suggest.py": 50,
    "tests/flows/test_reword.py": 49,
    "tests/detectors/test_evaluate_windows.py": 42,
    "tests/skills/test_triage_agent.py": 33,
    "tests/detectors/test_learned_decisions.py": 31,
    "tests/flows/test_safety_cli.py": 29,
    "tests/detectors/test_detect_commands.py": 28,
    "tests/detectors/test_fingerprint_stability.py": 23,
    "tests/flows/ui/": 22,
    "tests/warehouse/test_ingest_crash.py": 20,
    "tests/warehouse/test_ingest.py": 19,
    "tests/warehouse/test_ingest_hostile.py": 19,
    "tests/warehouse/test_ingest_bulk.py": 19,
    "tests/detectors/test_normalize.py": 18,
    "tests/test_packaging.py": 14,
}


class _LongestFirst(OrderedDict):
    """The work queue: each worker that asks for work gets the longest unit still waiting."""

    def popitem(self, last: bool = True):  # type: ignore[override]
        if last:
            return super().popitem(last=True)
        scope = max(self, key=lambda s: SECONDS.get(s, 0.0))  # the first of equals: xdist's order
        return scope, self.pop(scope)


class LongestFirstScheduling(LoadFileScheduling):
    def __init__(self, config, log=None) -> None:
        super().__init__(config, log)
        self.workqueue = _LongestFirst()

    def _split_scope(self, nodeid: str) -> str:
        for prefix, unit in UNITS.items():
            if nodeid.startswith(prefix):
                return unit
        return super()._split_scope(nodeid)
