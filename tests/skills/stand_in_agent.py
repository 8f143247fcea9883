"""A scripted stand-in for a coding agent: it follows SKILL.md's commands, as a real agent would.

Run by the triage-agent runner from the per-run folder (``prompt.md`` there names the week).
``argv[1]`` is the behaviour: ``full`` files every issue the skill says needs a ticket,
``half`` the first half of them, ``idle`` nothing, ``fail`` lists the issues and exits 3, ``hang`` starts a
child and waits forever (the runner's timeout must kill both; their pids go to ``pids``).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
from pathlib import Path


def toolwatch(*args: str) -> dict:
    done = subprocess.run(["toolwatch", *args, "--json"], capture_output=True, text=True, check=False)
    print("$ toolwatch", " ".join(args), "->", done.returncode, flush=True)
    if done.returncode:
        print(done.stderr, flush=True)
        sys.exit(10)
    return json.loads(done.stdout)


def needs_ticket(issue: dict) -> bool:
    """The skill's rule: every unknown fingerprint with 5+ errors is a bug; new, spiking, regressed too."""
    return (issue["error_class"] == "unknown" and issue["errors"] >= 5) or issue["status"] in (
        "new", "spiking", "regressed")


def main(mode: str) -> int:
    week = re.search(r"ISO week (\d{4}-W\d{2})", Path("prompt.md").read_text()).group(1)
    if mode == "hang":
        child = subprocess.Popen([sys.executable, "-c", "import threading; threading.Event().wait()"])
        Path("pids").write_text(f"{child.pid} {__import__('os').getpid()}")
        threading.Event().wait()
    if mode == "idle":
        return 0
    issues = toolwatch("issues", "--week", week)["issues"]
    if mode == "fail":
        print("stand-in agent: giving up", flush=True)
        return 3
    todo = [i for i in issues if needs_ticket(i)]
    if mode == "half":
        todo = todo[: len(todo) // 2]
    for issue in todo:
        fp = issue["fingerprint"]
        shown = toolwatch("show", fp, "--week", week)
        path = Path(f"investigation-{fp}.md")
        path.write_text(f"Investigated by the stand-in agent: {shown['totals']['errors']} errors "
                        f"in {issue['tool']}.\n")
        toolwatch("ticket", "upsert", fp, "--week", week, "--description-file", str(path))
    if mode == "full" and todo:  # a fix agent on the top issue (a dry run: records nothing)
        toolwatch("agent", "launch", todo[0]["fingerprint"], "--week", week)
    print(f"stand-in agent: filed {len(todo)} tickets", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
