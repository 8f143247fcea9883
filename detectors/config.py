"""Detection settings as plain values: what ``flows`` builds from ``[detect]``.

Its own module so the evaluator and the scorer both import it without a cycle.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from toolwatch.detectors import baselines as bl
from toolwatch.warehouse.errors import ConfigError

# The settings a [detect.tools.<tool>] table may override (flows checks them when settings load).
TUNABLE_PER_TOOL = ("unknown_rate_threshold", "unknown_min_calls", "unknown_min_errors", "min_effect", "min_errors")


@dataclass(frozen=True)
class DetectConfig:
    """Detection settings as plain values (``flows`` builds it from ``[detect]``)."""

    bucket_seconds: int = 300
    unknown_rate_threshold: float = 0.005
    unknown_min_calls: int = 200
    unknown_min_errors: int = 5
    unknown_window: int = 900
    windows: tuple[int, ...] = (900, 1800, 3600, 7200, 21600)
    no_data_window: int = 1800
    min_effect: float = 2.0
    min_errors: int = 8
    fdr: float = 0.01
    exclude_p: float = 0.01
    # Days of history whose block-to-block variation measures each series' drift (0: the fixed allowance).
    drift_days: int = 7
    baseline: bl.BaselineParams = field(default_factory=bl.BaselineParams)
    tools: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for seconds in (*self.windows, self.unknown_window, self.no_data_window):
            if seconds <= 0 or seconds % self.bucket_seconds:
                raise ConfigError(f"window of {seconds}s is not a whole number of {self.bucket_seconds}s buckets")
        for tool, overrides in self.tools.items():
            unknown = set(overrides) - set(TUNABLE_PER_TOOL)
            if unknown:
                raise ConfigError(f"[detect.tools.{tool}] has unknown keys {sorted(unknown)}; allowed: {TUNABLE_PER_TOOL}")

    def setting(self, tool: str, name: str) -> float:
        """``name`` for ``tool``: its ``[detect.tools.<tool>]`` override, else the global value."""
        return float(self.tools.get(tool, {}).get(name, getattr(self, name)))

    def per_tool(self, tools: np.ndarray, name: str) -> np.ndarray:
        return np.array([self.setting(t, name) for t in tools], dtype=np.float64)
