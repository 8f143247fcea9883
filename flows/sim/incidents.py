"""Labelled incidents: the departures from the baseline that the detectors are scored on.

The schedule is written for a 14-day range and stretched or squeezed to the
requested length (an incident that no longer fits is left out, never cut).
Each kind changes the simulation in one way:

- ``class_spike``, ``provider_outage``, ``trap_low_volume_noise``: the class
  rate of the series is multiplied by ``multiplier`` inside the window;
- ``level_shift``: the same, but only for calls on the new harness release,
  from its rollout to the end of the range (the detector must then adapt);
- ``unknown_burst``: the unknown rate of the series becomes ``multiplier``
  (an absolute rate), all carrying one new message: the bug;
- ``trap_surge``: traffic is multiplied by ``traffic_multiplier``, rates unchanged;
- ``trap_new_model``: a label only; the workload brings the model in.

``should_alert`` is decided from the incident alone (see ``label``), not
from what a detector manages and not hand-written, so it stays honest at any
scale: what an on-call engineer needs to hear about.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime

import numpy as np
from scipy import special

from toolwatch.flows.sim.workload import CLASS_INDEX, MODEL_INDEX, MODELS, TOOL_INDEX, TOOLS

# What "should alert" means in the ground truth, from the incident alone:
# - an unknown-error burst (always a bug): at least UNKNOWN_MIN_ERRORS expected
#   errors at a tool-wide unknown rate of at least UNKNOWN_MIN_MULTIPLE x the threshold,
#   however quiet the tool;
# - an expected class: what an oracle can detect, one that knows the series, the exact
#   start and the rate before: a one-sided binomial test of the incident's expected
#   errors against the baseline rate reaches ORACLE_ALPHA, the false-alarm budget that
#   keeps on-call at about one false page a week over every series and window tested.
UNKNOWN_THRESHOLD = 0.005
UNKNOWN_MIN_ERRORS = 5.0
UNKNOWN_MIN_MULTIPLE = 2.0
ORACLE_ALPHA = 1e-7
# Kept for the ground-truth file's "alert_rule" block and the benchmark's 2x / 3x split.
ALERT_MIN_MULTIPLIER = 3.0
ALERT_MIN_CALLS_PER_HOUR = 50.0

SCHEDULE_DAYS = 14


@dataclass(frozen=True)
class Incident:
    id: str
    kind: str
    tool: str | None
    model: str | None  # None = every model
    error_class: str | None
    multiplier: float  # rate multiple over baseline; absolute unknown rate for unknown_burst
    start: float  # epoch seconds
    end: float
    should_alert: bool = False
    notes: str = ""
    traffic_multiplier: float = 1.0
    # The dominant message of the incident's errors (a catalogue template or a new bug).
    error_type: str | None = None
    message: str | None = None
    expected_calls_per_hour: float | None = None

    def series(self) -> list[int]:
        """Flat (tool * models + model) indices the incident touches."""
        models = [MODEL_INDEX[self.model]] if self.model else range(len(MODELS))
        tools = [TOOL_INDEX[self.tool]] if self.tool else range(len(TOOLS))
        return [t * len(MODELS) + m for t in tools for m in models]

    def to_json(self) -> dict:
        row = asdict(self)
        for key in ("start", "end"):
            row[key] = datetime.fromtimestamp(row[key], UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return row


# (id, kind, tool, model, class, multiplier, day, hour UTC, hours, notes, traffic multiple, message)
_PLAN = (
    ("i01", "class_spike", "edit_file", "claude-sonnet-4-5", "InvalidArguments", 5.0, 3, 14.0, 2.0,
     "a prompt change makes the model send ambiguous old_string values", 1.0, "Found {n} matches of the string"),
    ("i02", "class_spike", "read_file", None, "UnexpectedEnvironment", 3.0, 4, 10.0, 1.5,
     "workspace sync drops files for every model", 1.0, "ENOENT"),
    ("i03", "class_spike", "run_terminal_cmd", "gpt-5", "Timeout", 10.0, 5, 16.5, 0.75,
     "the model starts dev servers in the foreground", 1.0, "Command timed out"),
    ("i04", "class_spike", "grep_search", "gemini-3-pro", "InvalidArguments", 2.0, 6, 13.0, 4.0,
     "a mild 2x rise: below the 3x bar, an alert is allowed but not required", 1.0, "Invalid regular expression"),
    ("i05", "provider_outage", "web_search", None, "ProviderError", 20.0, 7, 9.0, 50 / 60,
     "the search provider returns 503 for everyone", 1.0, "503 Service Unavailable"),
    ("i06", "unknown_burst", "edit_file", None, "unknown", 0.03, 8, 15.0, 40 / 60,
     "a harness bug in edit range computation", 1.0, None),
    ("i07", "unknown_burst", "run_terminal_cmd", "gpt-5", "unknown", 0.06, 10, 11.0, 1.0,
     "a bug parsing one model's tool-call output; only gpt-5 calls fail", 1.0, None),
    ("i08", "unknown_burst", "codebase_search", None, "unknown", 0.003, 9, 14.0, 3.0,
     "unknown rate 0.003 stays below the 0.005 threshold", 1.0, None),
    ("i09", "class_spike", "web_fetch", None, "Timeout", 3.0, 9, 20.0, 6.0,
     "slow upstream sites in the evening and night, when traffic is low", 1.0, "connect ETIMEDOUT"),
    ("i10", "class_spike", "write_file", "claude-opus-4-1", "UserAborted", 10.0, 11, 15.0, 0.5,
     "users reject a burst of writes on a small series", 1.0, "The user doesn't want"),
    ("i11", "trap_surge", "read_file", None, None, 1.0, 10, 14.0, 2.0,
     "a large team onboards: 3x the calls at unchanged rates", 3.0, None),
    ("i12", "trap_surge", "run_terminal_cmd", "gpt-5", None, 1.0, 12, 9.0, 1.5,
     "a CI integration hammers one model: 4x the calls at unchanged rates", 4.0, None),
    ("i13", "trap_low_volume_noise", "mcp__github__create_issue", None, "InvalidArguments", 8.0, 8, 11.0, 1.0,
     "a few failures on a tool with a handful of calls an hour", 1.0, None),
    ("i15", "class_spike", "run_terminal_cmd", "claude-sonnet-4-5", "UserAborted", 3.0, 11, 13.0, 3.0,
     "users refuse more commands after a permission-prompt change", 1.0, "[Request interrupted"),
    ("i16", "class_spike", "list_dir", None, "UnexpectedEnvironment", 5.0, 12, 2.0, 1.0,
     "a network filesystem flaps at night, when traffic is low", 1.0, "Directory not found"),
    ("i17", "class_spike", "mcp__linear__list_issues", None, "ProviderError", 5.0, 12, 15.0, 2.0,
     "the Linear MCP server drops connections", 1.0, "Connection closed"),
    ("i18", "class_spike", "apply_patch", None, "InvalidArguments", 2.0, 13, 10.0, 3.0,
     "a mild 2x rise for every model: an alert is allowed but not required", 1.0, None),
    # Conditions that last: each must be one alert, open while it holds, not one page per lucky half hour.
    ("i20", "unknown_burst", "read_file", None, "unknown", 0.012, 3, 9.0, 218.0,
     "a harness bug left unfixed for nine days at 2.4x the unknown threshold", 1.0, None),
    ("i21", "class_spike", "edit_file", None, "UserAborted", 2.5, 5, 10.0, 144.0,
     "a harness release shows an extra confirmation on edits: 2.5x the rejections for 6 days, then reverted",
     1.0, "User rejected the edit"),
)

# New bugs behind unknown bursts: messages no rule explains, each its own fingerprint.
BUG_MESSAGES = {
    "i06": "TypeError: Cannot read properties of null (reading 'lineCount')\n    at computeEditRange ({path}:{n}:{n})",
    "i07": "SyntaxError: Unexpected token '<' in tool call payload at position {n}",
    "i08": "RangeError: Invalid array length\n    at buildSearchResults ({path}:{n}:{n})",
    "i20": "TypeError: Cannot read properties of undefined (reading 'encoding')\n    at decodeFileBuffer ({path}:{n}:{n})",
}

LEVEL_SHIFT_AT = 0.65  # fraction of the range at which the release rolls out

# Conditions that last days: their length scales with the range (9 and 6 days in 14), and a range
# shorter than a week leaves them out (the baseline cannot both warm up and adopt a shift in it).
_LASTING = {"i20", "i21"}
LASTING_MIN_DAYS = 7
# Most incidents happen on working days, when there is traffic to judge; the
# two that test quiet hours (night-time, a tiny tool) and the lasting ones may fall on any day.
_ANY_DAY = {"i16", "i13", "i20", "i21"}
# Days tried around the planned one, nearest first, until the window fits the
# range (on a weekday when one fits): an incident is only left out when no
# day near its place can hold it.
_DAY_OFFSETS = (0, -1, 1, -2, 2, -3, 3)


# No incident in the first fifth of the range: detectors need a baseline first.
WARMUP = 0.2


def _place(planned_day: float, hour: float, seconds: int, any_day: bool,
           range_start: float, range_end: float) -> float | None:
    """Start time of an incident planned on the day starting ``planned_day``, or None."""
    earliest = range_start + WARMUP * (range_end - range_start)
    fitting = [planned_day + k * 86_400 + hour * 3600 for k in _DAY_OFFSETS]
    fitting = [t for t in fitting if t >= earliest and t + seconds <= range_end]
    weekdays = [t for t in fitting if (int(t // 86_400) + 3) % 7 < 5]
    chosen = fitting if any_day else (weekdays or fitting)
    return chosen[0] if chosen else None


def schedule(range_start: float, range_end: float, message_for) -> list[Incident]:
    """The incidents that fit in [range_start, range_end), in start order.

    ``message_for(tool, error_class, fragment)`` returns the catalogue template
    (error_type, message) containing ``fragment``, so incidents carry a
    message that classifies as intended.
    """
    found: list[Incident] = []
    for iid, kind, tool, model, cls, mult, day, hour, hours, notes, traffic, fragment in _PLAN:
        seconds = round(hours * 3600)
        if iid in _LASTING:  # as long as in 14 days, relative to the range; only in a week or more
            if range_end - range_start < LASTING_MIN_DAYS * 86_400:
                continue
            seconds = round(hours * 3600 / (SCHEDULE_DAYS * 86_400) * (range_end - range_start))
        # The same fraction of the way through the range as ``day`` is through 14 days.
        planned = range_start + day / SCHEDULE_DAYS * (range_end - range_start)
        planned -= planned % 86_400
        start = _place(planned, hour, seconds, iid in _ANY_DAY, range_start, range_end)
        if start is None:
            continue
        end = start + seconds
        error_type = message = None
        if iid in BUG_MESSAGES:
            message = BUG_MESSAGES[iid]
        elif fragment:
            error_type, message = message_for(tool, cls, fragment)
        found.append(Incident(iid, kind, tool, model, cls, mult, start, end, notes=notes,
                              traffic_multiplier=traffic, error_type=error_type, message=message))
    release = range_start + LEVEL_SHIFT_AT * (range_end - range_start)
    release -= release % 3600
    if range_end - range_start >= 2 * 86_400:
        error_type, message = message_for("run_terminal_cmd", "Timeout", "exited with code 124")
        found.append(Incident(
            "i14", "level_shift", "run_terminal_cmd", None, "Timeout", 3.0, release, range_end,
            notes="harness 1.7.0 lowers the default command timeout; lasts to the end, the baseline must adapt",
            error_type=error_type, message=message))
    for newcomer in MODELS:
        if newcomer.appears_at is not None:
            first = range_start + newcomer.appears_at * (range_end - range_start)
            found.append(Incident(
                "i19", "trap_new_model", None, newcomer.name, None, 1.0, first, min(first + 86_400, range_end),
                notes="a new model ramps up over a day with its own (higher) baseline rates; no alert"))
    return sorted(found, key=lambda inc: (inc.start, inc.id))


def release_time(incidents: list[Incident]) -> float | None:
    """When the harness release behind the level shift rolls out, if it is in range."""
    return next((i.start for i in incidents if i.kind == "level_shift"), None)


def apply(incidents: list[Incident], t: np.ndarray, rates: np.ndarray | None,
          traffic: np.ndarray | None, new_release: bool = False) -> None:
    """Apply incident effects in place to per-minute rates (minutes, series, classes) and traffic.

    Either array may be None. ``new_release`` says whether the rates are those
    of calls on the new harness release (the only ones a level shift touches).
    """
    for inc in incidents:
        inside = (t >= inc.start) & (t < inc.end)
        if not inside.any() or inc.kind == "trap_new_model":
            continue
        rows = np.flatnonzero(inside)[:, None]
        cols = np.array(inc.series())[None, :]
        if inc.kind == "trap_surge":
            if traffic is not None:
                traffic[rows, cols] *= inc.traffic_multiplier
        elif rates is None:
            continue
        elif inc.kind == "unknown_burst":
            c = CLASS_INDEX["unknown"]
            rates[rows, cols, c] = np.maximum(rates[rows, cols, c], inc.multiplier)
        elif inc.kind != "level_shift" or new_release:
            rates[rows, cols, CLASS_INDEX[str(inc.error_class)]] *= inc.multiplier
    if rates is not None:
        # Keep at least 5% of calls succeeding whatever stacks up.
        total = rates.sum(axis=2, keepdims=True)
        np.divide(rates, np.maximum(total / 0.95, 1.0), out=rates)


def oracle_detects(calls: float, baseline_rate: float, rate: float, alpha: float = ORACLE_ALPHA) -> bool:
    """Would a binomial test knowing the series, the start and the rate before flag the incident?

    Its errors in a typical draw (the expected count less one standard deviation, so an incident
    the oracle catches only in a lucky draw is not required) against Binomial(calls, baseline_rate)
    at the false-alarm budget ``alpha``:

    >>> oracle_detects(1000, 0.01, 0.05), oracle_detects(1000, 0.01, 0.02), oracle_detects(50, 0.01, 0.3)
    (True, False, True)
    """
    if calls < 1 or not 0 < baseline_rate < 1:
        return False
    mean = calls * min(rate, 1.0)
    errors = np.floor(mean - np.sqrt(mean))
    return bool(special.bdtrc(errors - 1, int(calls), baseline_rate) <= alpha)


def label(inc: Incident, calls_per_hour: float, tool_calls_per_hour: float, unknown_rate: float,
          baseline_rate: float = 0.0) -> Incident:
    """Decide ``should_alert`` from the incident alone (see the constants above).

    ``calls_per_hour`` is the incident's series (tool x model, or the whole
    tool when model is None), ``tool_calls_per_hour`` the whole tool,
    ``unknown_rate`` the expected tool-wide unknown rate inside the window and
    ``baseline_rate`` the incident class's usual rate on the series.
    """
    hours = (inc.end - inc.start) / 3600
    if inc.kind == "unknown_burst":
        errors = unknown_rate * tool_calls_per_hour * hours
        alert = unknown_rate >= UNKNOWN_MIN_MULTIPLE * UNKNOWN_THRESHOLD and errors >= UNKNOWN_MIN_ERRORS
        notes = (f"{inc.notes}; expected tool-wide unknown rate {unknown_rate:.4f} on {tool_calls_per_hour:.0f} calls/h, "
                 f"{errors:.0f} errors")
    elif inc.kind in ("class_spike", "provider_outage", "level_shift"):
        alert = oracle_detects(calls_per_hour * hours, baseline_rate, baseline_rate * inc.multiplier)
        notes = (f"{inc.notes}; {calls_per_hour:.0f} calls/h on the series at {baseline_rate:.4f} usually; "
                 f"the oracle {'detects' if alert else 'cannot detect'} it")
    else:
        alert, notes = False, f"{inc.notes}; {calls_per_hour:.0f} calls/h on the series"
    return replace(inc, should_alert=bool(alert), notes=notes,
                   expected_calls_per_hour=round(float(calls_per_hour), 1))
