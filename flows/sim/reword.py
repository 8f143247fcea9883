"""The rewording pass: the simulator's expected errors as other harnesses word them.

The catalogue (``messages.json``) is worded the way the shipped rules were
written from. A team adopting toolwatch on its own harness sends the same
errors in its own words; an expected error the classifier does not recognise
lands in ``unknown`` and pages on-call as a "harness bug" through the fixed
threshold (issue 13). This pass measures that: for one ``reword`` seed it
picks, for every expected-class template, one other phrasing from
``rewordings.json`` (synonyms, word order, other harnesses' real texts), one
wrapper (``Error: …``, ``<tool_use_error>…``) and one casing, and the
simulator writes that instead. Each harness words an error one way, so a run
uses one phrasing per template. ``unknown`` templates (the bugs) are never
reworded, and nothing else changes: the events, their classes, the incidents
and the ground truth are those of the same run without it.

The phrasings come in two splits, named in the data file: ``tuned`` may be
looked at when improving the classifier; ``blind`` is kept for the final
figure and must stay out of the corpus, the rules and the learned model's
examples (a test checks). ``all`` draws from both.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

import numpy as np

from toolwatch.warehouse.errors import ConfigError

REWORDINGS_PATH = Path(__file__).resolve().parent / "rewordings.json"
PHRASING_SPLITS = ("tuned", "blind")
SPLITS = (*PHRASING_SPLITS, "all")
# How a harness capitalises and punctuates; applied to the phrasing's own words, never to placeholders.
CASINGS = ("as_is", "as_is", "lower_first", "strip_period", "lower")
_PLACEHOLDER = re.compile(r"(\{(?:path|n|cmd|url|id)\})")


@dataclass(frozen=True)
class Phrasing:
    error_class: str
    tool: str
    reason: str
    original: str  # the catalogue message it stands for
    message: str
    error_type: str | None
    source: str
    split: str


@dataclass(frozen=True)
class Rewording:
    """What one run writes instead of one catalogue template."""

    error_class: str
    tool: str
    reason: str
    original: str
    message: str  # the phrasing after wrapper and casing, placeholders kept
    error_type: str | None
    phrasing: str  # the phrasing as the data file has it
    split: str
    source: str
    wrapper: str
    casing: str

    def to_json(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class RewordingData:
    phrasings: tuple[Phrasing, ...]
    wrappers: dict[str, tuple[str, ...]]


@cache
def load(path: str | None = None) -> RewordingData:
    """The phrasings and wrappers of ``rewordings.json``; a clear ConfigError when it is missing or malformed."""
    source = Path(path) if path else REWORDINGS_PATH
    try:
        raw = json.loads(source.read_text())
        phrasings = tuple(
            Phrasing(t["class"], t["tool"], t["reason"], t["original"], p["message"], p.get("error_type"),
                     p.get("source", ""), split)
            for t in raw["templates"] for split in PHRASING_SPLITS for p in t[split])
        wrappers = {split: tuple(raw["wrappers"][split]) for split in PHRASING_SPLITS}
    except FileNotFoundError:
        raise ConfigError(f"the rewordings file {source} is missing; run from a source checkout") from None
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
        raise ConfigError(f"the rewordings file {source} is malformed: {exc}") from exc
    if any(p.error_class == "unknown" for p in phrasings):
        raise ConfigError(f"{source}: unknown errors are bugs and are never reworded")
    if not all("{message}" in w for ws in wrappers.values() for w in ws):
        raise ConfigError(f"{source}: every wrapper must hold {{message}}")
    return RewordingData(phrasings, wrappers)


def recase(text: str, casing: str) -> str:
    """``text`` re-cased outside its placeholders.

    >>> recase("File not found: {path}.", "lower")
    'file not found: {path}'
    >>> recase("Found {n} matches.", "lower_first")
    'found {n} matches.'
    """
    if casing == "as_is":
        return text
    parts = _PLACEHOLDER.split(text)
    literal = range(0, len(parts), 2)
    if casing in ("lower", "strip_period") and parts[-1].endswith("."):
        parts[-1] = parts[-1][:-1]
    if casing == "lower":
        for i in literal:
            parts[i] = parts[i].lower()
    elif casing == "lower_first" and parts[0][:1].isupper():
        parts[0] = parts[0][0].lower() + parts[0][1:]
    elif casing not in ("strip_period", "lower_first"):
        raise ConfigError(f"casing {casing!r} is not one of {', '.join(sorted(set(CASINGS)))}")
    return "".join(parts)


def plan_rewording(seed: int, split: str = "tuned", path: str | None = None) -> dict[tuple[str, str], Rewording]:
    """For reword ``seed``: (class, catalogue message) -> what to write instead, for every template
    the data file rewords. Same seed and split, same choices."""
    if split not in SPLITS:
        raise ConfigError(f"reword split {split!r} is not one of {', '.join(SPLITS)}")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ConfigError(f"reword seed must be a non-negative whole number, got {seed!r}")
    data = load(path)
    splits = PHRASING_SPLITS if split == "all" else (split,)
    wrappers = [w for s in splits for w in data.wrappers[s]]
    rng = np.random.default_rng(np.random.SeedSequence([seed, 7, SPLITS.index(split)]))
    plan: dict[tuple[str, str], Rewording] = {}
    keys = dict.fromkeys((p.error_class, p.original) for p in data.phrasings)
    for cls, original in keys:
        pool = [p for p in data.phrasings if (p.error_class, p.original) == (cls, original) and p.split in splits]
        if not pool:
            raise ConfigError(f"no {split} rewording for the {cls} template {original[:60]!r}")
        pick = pool[int(rng.integers(0, len(pool)))]
        wrapper = wrappers[int(rng.integers(0, len(wrappers)))]
        casing = CASINGS[int(rng.integers(0, len(CASINGS)))]
        message = wrapper.replace("{message}", recase(pick.message, casing))
        plan[(cls, original)] = Rewording(cls, pick.tool, pick.reason, original, message, pick.error_type,
                                          pick.message, pick.split, pick.source, wrapper, casing)
    return plan
