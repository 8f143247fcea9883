"""Round 12's candidate context features, added to the learned step for one run of ``bench/classify_cv.py``.

    .venv/bin/python bench/classify_cv_features.py kind,cli [classify_cv.py's options, e.g. --forward]

Nothing here ships: the features are added to :func:`toolwatch.detectors.learned._word_features` in this
process only, so the CV and the forward dev set (``--forward``) can judge them before anyone changes
``learned.py`` (and rebuilds ``detectors/data/*``). The first argument names the features, comma-separated
(``none``: the shipped features):

- ``kind``: the tool name's kind (shell/CLI tool, file tool, MCP, web; ``other``), once each
  (:data:`toolwatch.detectors.learned.TOOL_KINDS`: shipped since round 12, so naming it now adds a
  second copy); ``kind3``: the same weighted like the bug markers;
- ``cli``: whether the message looks like CLI output (a ``Usage:`` line, ``error:`` lines, an exit
  code or status, a failed or unknown command), weighted like the bug markers; ``cli1``: once each;
- ``clikind``: each CLI cue paired with the tool's kind; ``kindcue``: each class cue paired with the kind;
- ``etok``: the ``error_type``'s tokens as words too; ``notool``: the tool name's tokens left out.

Round 12 adds candidates that are not features, named ``name=value``:

- ``l2=``, ``steps=``: the two regressions' L2 strength (1e-4 ships) and Adam steps (150);
  ``balance=``, ``gatebalance=``: the class model's and the gate's class weights (1: inverse
  frequency, as shipped; 0: the corpus's own frequencies);
- ``cligate=``: the gate's limit for a message with a CLI cue (above), in place of the marked or
  familiar limit it would get;
- ``kindprior=``: per-kind class priors: the class model's probabilities and the gate's odds are
  multiplied by (P(class | the tool's kind) / P(class)) to this power, the shares counted in the
  examples the model learned (add-one smoothed);
- ``nb=``: the learner: river's ``MultinomialNB`` for the class model and for the gate (smoothing
  ``nbalpha=``, 0.1 unless named: the features are weights below 1, not counts) on the same
  weighted features (river's ``ComplementNB`` reads its whole vocabulary per prediction: far too
  slow here); its gate
  probability is blended with the logistic gate's, ``nb`` x naive Bayes + (1 - ``nb``) x logistic
  (``nb=1``: naive Bayes alone; class probabilities blended the same way).
"""

from __future__ import annotations

import math
import re
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import toolwatch.detectors.learned as learned  # noqa: E402
import toolwatch.detectors.linear_text as linear_text  # noqa: E402
from toolwatch.detectors.linear_text import CLASS_ORDER, UNKNOWN_INDEX  # noqa: E402

KINDS = tuple((name, re.compile(regex)) for name, regex in learned.TOOL_KINDS)
CLI = (
    ("cli:usage", re.compile(r"(?im)^\s*usage:|\busage: |try '.*--help'|run '.*--help'|for more information, try")),
    ("cli:error_line", re.compile(r"(?m)^(error|fatal|err!|e|warning)(\[\w+\])?: ")),
    ("cli:exit", re.compile(r"(?i)exit(ed)? (code|status)|exited with|returned non-zero|status code \d|\bexit \d")),
    ("cli:command", re.compile(r"(?i)command (failed|not found)|not recognized as|no such command|"
                               r"unknown (sub)?command|npm err|make: \*\*\*")),
)
SHIPPED = learned._word_features
FEATURE_SETS = {"kind", "kind3", "cli", "cli1", "clikind", "kindcue", "etok", "notool"}
SETTINGS = {"l2", "steps", "balance", "gatebalance", "cligate", "kindprior", "nb", "nbalpha"}


def kinds_of(tool: str | None) -> list[str]:
    return [k for k, p in KINDS if p.search((tool or "").lower())] or ["other"]


def has_cli_cue(message: str | None) -> bool:
    raw = learned.strip_wrappers(message)
    return any(p.search(raw) for _, p in CLI)


def with_candidates(chosen: set[str]):
    def word_features(tool: str | None, error_type: str | None, raw: str, text: str) -> list[str]:
        out = SHIPPED(tool, error_type, raw, text)
        kinds = kinds_of(tool)
        cli = [name for name, p in CLI if p.search(raw)]
        if "kind" in chosen:
            out += [f"k:{k}" for k in kinds]
        if "kind3" in chosen:
            out += [f"k:{k}" for k in kinds for _ in range(3)]
        if "cli" in chosen:
            out += [name for name in cli for _ in range(learned._BUG_WEIGHT)]
        if "cli1" in chosen:
            out += cli
        if "clikind" in chosen:
            out += [f"{k}&{c}" for k in kinds for c in cli]
        if "kindcue" in chosen:
            out += [f"{k}&{c}" for k in kinds for c in learned.marks(raw) if not c.startswith("bug:")]
        if "etok" in chosen and error_type:
            out += [f"w:{w}" for w in learned._tokens(error_type)]
        if "notool" in chosen:
            out = [f for f in out if not f.startswith("t:")]
        return out

    return word_features


def with_training(settings: dict[str, float]) -> None:
    """The regressions' L2, steps and class weights for this process (the gate's balance apart)."""
    fit = linear_text._fit

    def patched(x, y, k, *, steps, l2=1e-4, rate=0.05, balance=1.0):
        gate = k == 2
        return fit(x, y, k, steps=int(settings.get("steps", steps)), l2=settings.get("l2", l2), rate=rate,
                   balance=settings.get("gatebalance" if gate else "balance", balance))

    linear_text._fit = patched  # type: ignore[assignment]


class WithNaiveBayes:
    """The logistic models blended with river's naive Bayes (the ``nb=`` candidate): what
    :class:`~toolwatch.detectors.linear_text.LinearTextModel` answers, the same ``predict``."""

    share, alpha = 1.0, 0.1

    def __init__(self, examples: Sequence[learned.Example]) -> None:
        from river import naive_bayes

        self.linear = linear_text.LinearTextModel.train(examples)
        self.classes, self.gate = naive_bayes.MultinomialNB(alpha=self.alpha), naive_bayes.MultinomialNB(alpha=self.alpha)
        for e in examples:
            x = learned._weights(learned.features(e.tool, e.error_type, e.message))
            self.classes.learn_one(x, e.error_class.value)
            self.gate.learn_one(x, e.error_class is learned.ErrorClass.UNKNOWN)

    @classmethod
    def train(cls, examples: Sequence[learned.Example]) -> WithNaiveBayes:
        return cls(examples)

    def predict(self, rows):
        import numpy as np

        probs, gate = self.linear.predict(rows)
        for i in range(len(rows)):
            start, end = rows.indptr[i], rows.indptr[i + 1]
            x = {rows.names[j]: float(w) for j, w in zip(rows.ids[start:end], rows.data[start:end], strict=True)}
            cp = self.classes.predict_proba_one(x)
            nb_probs = np.array([cp.get(c.value, 0.0) for c in CLASS_ORDER])
            probs[i] = self.share * nb_probs / max(nb_probs.sum(), 1e-12) + (1 - self.share) * probs[i]
            gate[i] = self.share * self.gate.predict_proba_one(x).get(True, 0.0) + (1 - self.share) * gate[i]
        return probs, gate


class Decided(learned.LearnedFallback):
    """The shipped fallback with a CLI cue's own gate limit and per-kind class priors (``settings``)."""

    settings: dict[str, float] = {}

    def __init__(self, examples: Sequence[learned.Example], **kwargs) -> None:
        super().__init__(examples, **kwargs)
        self._calls: list[tuple[str, str | None, str | None]] = []
        alpha = self.settings.get("kindprior", 0.0)
        self._tilt: dict[str, list[float]] = {}  # per kind: each class's factor, then the gate's odds factor
        if alpha:
            def shares(counts: Counter) -> list[float]:
                n = sum(counts.values())
                return [(counts[c] + 1) / (n + len(CLASS_ORDER)) for c in CLASS_ORDER]

            overall = shares(Counter(e.error_class for e in examples))
            for kind in ("other", *(k for k, _ in KINDS)):
                here = shares(Counter(e.error_class for e in examples if kind in kinds_of(e.tool)))
                odds = (here[UNKNOWN_INDEX] / (1 - here[UNKNOWN_INDEX])) / (overall[UNKNOWN_INDEX] / (1 - overall[UNKNOWN_INDEX]))
                self._tilt[kind] = [(h / o) ** alpha for h, o in zip(here, overall, strict=True)] + [odds ** alpha]

    def predict_many(self, rows):
        self._calls = list(rows)
        return super().predict_many(rows)

    def _decide(self, vote, probs, bug, marked):
        tool, _, message = self._calls.pop(0)
        if self._tilt:
            tilt = [math.prod(t) for t in zip(*(self._tilt[k] for k in kinds_of(tool)), strict=True)]
            probs = [p * t for p, t in zip(probs, tilt[:-1], strict=True)]
            odds = bug / max(1e-12, 1 - bug) * tilt[-1]
            bug = odds / (1 + odds)
            total = sum(probs)
            probs = [p / total for p in probs]
        limit = self.settings.get("cligate")
        if limit is None or not has_cli_cue(message):
            return super()._decide(vote, probs, bug, marked)
        saved = self.max_bug, self.max_bug_unmarked
        self.max_bug = self.max_bug_unmarked = limit
        try:
            return super()._decide(vote, probs, bug, marked)
        finally:
            self.max_bug, self.max_bug_unmarked = saved


def main() -> None:
    chosen = set(sys.argv.pop(1).split(",")) - {"none"}
    settings = {name: float(value) for name, _, value in (c.partition("=") for c in chosen if "=" in c)}
    chosen = {c for c in chosen if "=" not in c}
    unknown = (chosen - FEATURE_SETS) | (set(settings) - SETTINGS)
    if unknown:
        raise SystemExit(f"unknown candidates: {sorted(unknown)}")
    learned._word_features = with_candidates(chosen)  # type: ignore[assignment]
    with_training(settings)
    import classify_cv

    if "nb" in settings:
        WithNaiveBayes.share, WithNaiveBayes.alpha = settings["nb"], settings.get("nbalpha", 0.1)
        classify_cv.LinearTextModel = WithNaiveBayes  # type: ignore[misc]
    if settings.keys() & {"cligate", "kindprior"}:
        Decided.settings = settings
        classify_cv.LearnedFallback = Decided  # type: ignore[misc]

    classify_cv.main()


if __name__ == "__main__":
    main()
