"""Whether two checkouts' learned fallbacks answer the same, float for float (issue 13's cost rounds).

    .venv/bin/python bench/learned_identity.py --baseline DIR [--root DIR] [--events 100000] [--templates 2000]

For a change to how the model is stored, read or applied, which must change no prediction.
Each checkout predicts, in a fresh process, the corpus's messages, ``bench/learned_cost.py``'s
wordings and the templates its first file sends to the model (as one batch, 7 and 300 at a
time); every prediction is compared ``float.hex`` for ``float.hex`` (class, reason,
confidence, unknown share, assigned, the neighbours and their similarities). Then each
ingests the bench's two files into a fresh warehouse, and the sorted rows of ``tool_calls``
(without ``ingested_at``), ``learned_decisions`` (without the model version, which names the
featurising code) and ``fingerprints`` are compared by sha256.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from learned_cost import (
    ROOT,
    arguments,
    corpus_messages,
    remove_warehouse,
    run,
    templates,
    write_file,
)
from learned_profile import asked

CHILD = """
import json, sys
from toolwatch.detectors.learned import shipped_fallback
groups = json.load(open(sys.argv[1]))

def dump(p):
    return [p.error_class.value, p.reason, float(p.confidence).hex(), float(p.unknown_share).hex(), bool(p.assigned),
            [[n.example.id, float(n.similarity).hex()] for n in p.neighbours]]

out = {}
for name, (calls, size) in groups.items():
    model, got = shipped_fallback(), []
    for i in range(0, len(calls), size or len(calls) or 1):
        got += [dump(p) for p in model.predict_many([tuple(c) for c in calls[i:i + (size or len(calls))]])]
    out[name] = got
json.dump(out, open(sys.argv[2], "w"))
"""

TABLES = {
    "tool_calls": "SELECT * EXCLUDE (ingested_at) FROM tool_calls",
    "learned_decisions": "SELECT * EXCLUDE (model_version) FROM learned_decisions",
    "fingerprints": "SELECT * FROM fingerprints",
}


def predictions(root: Path, groups: Path, out: Path) -> dict[str, list]:
    result = subprocess.run([sys.executable, "-c", CHILD, str(groups), str(out)], capture_output=True, text=True,
                            cwd=root, env={**os.environ, "PYTHONPATH": str(root)})
    if result.returncode:
        raise SystemExit(result.stderr[-3000:])
    return json.loads(out.read_text())


def tables(root: Path, files: list[Path], work: Path) -> dict[str, tuple[int, str]]:
    import duckdb

    config, db = work / "on.toml", work / "identity.duckdb"
    config.write_text("[classify]\nlearned = true\n")
    remove_warehouse(db)
    for src in files:
        run(root, src, db, config)
    with duckdb.connect(str(db), read_only=True) as con:
        digests = {}
        for name, sql in TABLES.items():
            rows = con.execute(sql + " ORDER BY ALL").fetchall()
            digests[name] = (len(rows), hashlib.sha256(repr(rows).encode()).hexdigest()[:16])
    remove_warehouse(db)
    return digests


def main() -> None:
    args, work = arguments(__doc__ or "", repeat=1, workdir="/tmp/toolwatch-bench/learned-identity")
    if args.baseline is None:
        raise SystemExit("--baseline DIR: the checkout to compare with")
    try:
        wordings = templates(args.templates, root=ROOT)
        first, nxt = work / "first.jsonl", work / "next.jsonl"
        write_file(first, args.events, wordings, seed=1, day=28)
        write_file(nxt, args.events, wordings, seed=2, day=29)
        asked_templates = json.loads(asked(args.baseline, first, work).read_text())
        groups = {"corpus messages": (corpus_messages(ROOT), 0), "bench wordings": (wordings, 0),
                  "templates, one batch": (asked_templates, 0), "templates, 7 at a time": (asked_templates, 7),
                  "templates, 300 at a time": (asked_templates, 300)}
        (work / "groups.json").write_text(json.dumps(groups))
        roots = {"baseline": args.baseline, "this": args.root}
        got = {label: predictions(root, work / "groups.json", work / f"{label}.json") for label, root in roots.items()}
        for name in groups:
            a, b = got["baseline"][name], got["this"][name]
            differ = sum(x != y for x, y in zip(a, b, strict=True))
            decisions = sum((x[0], x[4]) != (y[0], y[4]) for x, y in zip(a, b, strict=True))
            print(f"{name:26} {len(a):6,} predictions: {'identical' if not differ else f'{differ:,} differ'}"
                  + (f" ({decisions:,} in class or assigned)" if differ else ""))
        digests = {label: tables(root, [first, nxt], work) for label, root in roots.items()}
        for name in TABLES:
            (rows, a), (_, b) = digests["baseline"][name], digests["this"][name]
            print(f"{name:26} {rows:6,} rows: {'identical' if a == b else f'differ ({a} vs {b})'}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
