"""The steady-state workload: who calls which tool how often, and how often it fails.

Everything here is the *baseline* the detectors must learn: traffic shares per
tool and model, the diurnal and weekly shape of traffic, per-tool error rates
for each class with model quirks, the model that appears mid-way and the
harness release. Incidents (``toolwatch.flows.sim.incidents``) are departures from it.
The numbers are invented but shaped like production agent harnesses: reads
dominate, edits fail on mismatched strings, terminal commands time out and get
refused by users, web search depends on a provider.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# The six classes in the column order of every rate array here.
CLASSES = (
    "InvalidArguments",
    "UnexpectedEnvironment",
    "ProviderError",
    "Timeout",
    "UserAborted",
    "unknown",
)
CLASS_INDEX = {name: i for i, name in enumerate(CLASSES)}

# Calls per day at scale 1.0, averaged over a week (weekdays busier).
BASE_EVENTS_PER_DAY = 100_000


@dataclass(frozen=True)
class Tool:
    name: str
    share: float  # fraction of all calls
    median_ms: float  # duration of a successful call
    timeout_ms: int  # the deadline a Timeout ran into
    # Baseline probability of each class, in CLASSES order, for a typical model.
    rates: tuple[float, float, float, float, float, float]


TOOLS: tuple[Tool, ...] = (
    #                                              IA      UE      PE      TO      UA      unknown
    Tool("read_file", 0.21, 12, 30_000, (0.004, 0.025, 0.0, 0.0004, 0.001, 0.0004)),
    Tool("edit_file", 0.14, 45, 60_000, (0.030, 0.010, 0.0, 0.0004, 0.012, 0.0006)),
    Tool("run_terminal_cmd", 0.13, 3_500, 120_000, (0.004, 0.022, 0.0, 0.015, 0.025, 0.0005)),
    Tool("grep_search", 0.12, 80, 30_000, (0.008, 0.0, 0.0, 0.002, 0.0005, 0.0003)),
    Tool("codebase_search", 0.08, 650, 30_000, (0.0, 0.0, 0.006, 0.003, 0.0005, 0.0004)),
    Tool("list_dir", 0.07, 15, 30_000, (0.0, 0.015, 0.0, 0.0003, 0.0005, 0.0003)),
    Tool("todo_write", 0.06, 5, 10_000, (0.0, 0.0, 0.0, 0.0, 0.0005, 0.0)),
    Tool("apply_patch", 0.05, 60, 60_000, (0.035, 0.0, 0.0, 0.0004, 0.008, 0.0008)),
    Tool("write_file", 0.04, 30, 30_000, (0.006, 0.008, 0.0, 0.0003, 0.010, 0.0)),
    Tool("web_search", 0.04, 1_400, 30_000, (0.0, 0.0, 0.020, 0.008, 0.002, 0.0)),
    Tool("web_fetch", 0.03, 900, 30_000, (0.0, 0.025, 0.0, 0.015, 0.002, 0.0)),
    Tool("mcp__linear__list_issues", 0.012, 700, 60_000, (0.0, 0.0, 0.015, 0.004, 0.003, 0.0)),
    Tool("mcp__github__search_code", 0.010, 1_100, 60_000, (0.0, 0.0, 0.0, 0.010, 0.003, 0.0)),
    # A tiny tool: a handful of calls an hour, where a few failures look huge.
    Tool("mcp__github__create_issue", 0.0015, 900, 60_000, (0.020, 0.0, 0.0, 0.0, 0.030, 0.0)),
)
TOOL_INDEX = {t.name: i for i, t in enumerate(TOOLS)}


@dataclass(frozen=True)
class Model:
    name: str
    provider: str
    share: float  # traffic share once present
    # Fraction of the simulated range after which the model starts to appear
    # (ramping up over a day); None = present from the start.
    appears_at: float | None = None


MODELS: tuple[Model, ...] = (
    Model("claude-sonnet-4-5", "anthropic", 0.34),
    Model("gpt-5", "openai", 0.22),
    Model("gemini-3-pro", "google", 0.14),
    Model("gpt-5-mini", "openai", 0.12),
    Model("claude-opus-4-1", "anthropic", 0.10),
    Model("grok-code-fast-1", "xai", 0.08, appears_at=0.5),
)
MODEL_INDEX = {m.name: i for i, m in enumerate(MODELS)}
NEW_MODEL_RAMP_S = 86_400

# Model quirks: (model, tool or None for every tool, class) -> factor on the
# tool's baseline rate. They are part of the baseline, not incidents.
QUIRKS: dict[tuple[str, str | None, str], float] = {
    ("gemini-3-pro", "edit_file", "InvalidArguments"): 3.0,
    ("gemini-3-pro", "apply_patch", "InvalidArguments"): 1.5,
    ("gpt-5-mini", None, "InvalidArguments"): 2.0,
    ("gpt-5", "apply_patch", "InvalidArguments"): 0.4,
    ("gpt-5", "edit_file", "InvalidArguments"): 1.3,
    ("claude-opus-4-1", None, "UserAborted"): 1.5,
    ("claude-opus-4-1", "run_terminal_cmd", "Timeout"): 1.6,
    ("grok-code-fast-1", "edit_file", "InvalidArguments"): 2.5,
    ("grok-code-fast-1", None, "Timeout"): 0.7,
}

CLIENT_OS = (("darwin", 0.55), ("linux", 0.30), ("win32", 0.15))

# Harness versions: most sessions run the current release, a few lag behind.
# RELEASE rolls out at the level_shift incident's start and is fully adopted
# after RELEASE_ROLLOUT_S (clients auto-update on their next session).
OLD_VERSIONS = (("1.6.3", 0.85), ("1.6.2", 0.15))
RELEASE = "1.7.0"
RELEASE_ROLLOUT_S = 4 * 3600

SESSION_PERIOD_S = 45 * 60  # a session lasts about this long
CALLS_PER_SESSION = 60  # and makes about this many calls


def baseline_rates() -> np.ndarray:
    """Class probabilities per (tool, model, class): tool baseline times model quirks."""
    rates = np.zeros((len(TOOLS), len(MODELS), len(CLASSES)))
    for ti, tool in enumerate(TOOLS):
        rates[ti, :, :] = tool.rates
    for (model_name, tool_name, cls), factor in QUIRKS.items():
        tools = [TOOL_INDEX[tool_name]] if tool_name else list(range(len(TOOLS)))
        rates[tools, MODEL_INDEX[model_name], CLASS_INDEX[cls]] *= factor
    return rates


def series_shares() -> np.ndarray:
    """Share of traffic per (tool, model) while every model is present."""
    tool = np.array([t.share for t in TOOLS])
    model = np.array([m.share for m in MODELS])
    shares = np.outer(tool / tool.sum(), model / model.sum())
    return shares


def diurnal(hour: np.ndarray) -> np.ndarray:
    """Relative traffic by UTC hour of day: a European and a larger American peak, quiet nights.

    >>> [round(float(x), 2) for x in diurnal(np.array([3.0, 10.0, 17.0]))]
    [0.16, 0.77, 1.0]
    """
    europe = np.exp(-0.5 * ((hour - 10.5) / 2.6) ** 2)
    america = np.exp(-0.5 * ((hour - 17.5) / 3.0) ** 2)
    shape = 0.15 + 0.85 * np.clip(0.7 * europe + 1.0 * america, 0, 1)
    return shape


def weekly(weekday: np.ndarray) -> np.ndarray:
    """Relative traffic by weekday (Monday = 0): weekends are a third of a weekday."""
    return np.where(weekday >= 5, 0.35, 1.0)


def model_presence(t: np.ndarray, range_start: float, range_s: float) -> np.ndarray:
    """Presence (0..1) of each model at epoch seconds ``t``: shape (len(t), models)."""
    presence = np.ones((len(t), len(MODELS)))
    for mi, model in enumerate(MODELS):
        if model.appears_at is not None:
            first = range_start + model.appears_at * range_s
            presence[:, mi] = np.clip((t - first) / NEW_MODEL_RAMP_S, 0.0, 1.0)
    return presence


def release_adoption(t: np.ndarray, release_at: float | None) -> np.ndarray:
    """Fraction of calls made on the new harness release at epoch seconds ``t``."""
    if release_at is None:
        return np.zeros(len(t))
    return np.clip((t - release_at) / RELEASE_ROLLOUT_S, 0.0, 1.0)


def traffic(t: np.ndarray, range_start: float, range_s: float) -> np.ndarray:
    """Relative call intensity per (minute, tool*model series) before incidents.

    ``t`` holds the epoch seconds of minute starts. Units are arbitrary; the
    caller scales them to the requested number of events.
    """
    hour = (t % 86_400) / 3600.0
    weekday = ((t // 86_400).astype(np.int64) + 3) % 7  # 1970-01-01 was a Thursday
    shape = diurnal(hour) * weekly(weekday)
    presence = model_presence(t, range_start, range_s)  # (minutes, models)
    shares = series_shares()  # (tools, models)
    per_series = shares[None, :, :] * presence[:, None, :]
    return (shape[:, None, None] * per_series).reshape(len(t), -1)
