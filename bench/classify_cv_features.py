"""Round 12's candidate context features, added to the learned step for one run of ``bench/classify_cv.py``.

    .venv/bin/python bench/classify_cv_features.py kind,cli [classify_cv.py's options, e.g. --forward]

Nothing here ships: the features are added to :func:`toolwatch.detectors.learned._word_features` in this
process only, so the CV and the forward dev set (``--forward``) can judge them before anyone changes
``learned.py`` (and rebuilds ``detectors/data/*``). The first argument names the features, comma-separated
(``none``: the shipped features):

- ``kind``: the tool name's kind (shell/CLI tool, file tool, MCP, web; ``other``), once each;
  ``kind3``: the same weighted like the bug markers;
- ``cli``: whether the message looks like CLI output (a ``Usage:`` line, ``error:`` lines, an exit
  code or status, a failed or unknown command), weighted like the bug markers; ``cli1``: once each;
- ``clikind``: each CLI cue paired with the tool's kind; ``kindcue``: each class cue paired with the kind;
- ``etok``: the ``error_type``'s tokens as words too; ``notool``: the tool name's tokens left out.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import toolwatch.detectors.learned as learned  # noqa: E402

KINDS = (
    ("shell", re.compile(r"bash|shell|command|cmd|terminal|exec|powershell|run_code|run_tests|process|zsh|sh$")),
    ("file", re.compile(r"file|read|write|edit|patch|replace|diff|glob|grep|list_dir|directory|view|notebook|str_")),
    ("mcp", re.compile(r"mcp")),
    ("web", re.compile(r"web|fetch|http|url|brows|navigate|search|scrape|crawl|puppeteer|playwright")),
)
CLI = (
    ("cli:usage", re.compile(r"(?im)^\s*usage:|\busage: |try '.*--help'|run '.*--help'|for more information, try")),
    ("cli:error_line", re.compile(r"(?m)^(error|fatal|err!|e|warning)(\[\w+\])?: ")),
    ("cli:exit", re.compile(r"(?i)exit(ed)? (code|status)|exited with|returned non-zero|status code \d|\bexit \d")),
    ("cli:command", re.compile(r"(?i)command (failed|not found)|not recognized as|no such command|"
                               r"unknown (sub)?command|npm err|make: \*\*\*")),
)
SHIPPED = learned._word_features


def with_candidates(chosen: set[str]):
    def word_features(tool: str | None, error_type: str | None, raw: str, text: str) -> list[str]:
        out = SHIPPED(tool, error_type, raw, text)
        kinds = [k for k, p in KINDS if p.search((tool or "").lower())] or ["other"]
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


def main() -> None:
    chosen = set(sys.argv.pop(1).split(",")) - {"none"}
    unknown = chosen - {"kind", "kind3", "cli", "cli1", "clikind", "kindcue", "etok", "notool"}
    if unknown:
        raise SystemExit(f"unknown feature sets: {sorted(unknown)}")
    learned._word_features = with_candidates(chosen)  # type: ignore[assignment]
    import classify_cv

    classify_cv.main()


if __name__ == "__main__":
    main()
