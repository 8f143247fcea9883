"""The simulator's true bugs, logged the many ways one bug is logged: fingerprint stability.

A true bug is an ``unknown`` message the simulator injects: the catalogue's
``unknown`` entries (exceptions and a panic escaping a tool) and the new bugs
behind its unknown bursts (``incidents.BUG_MESSAGES``). One bug reaches the
warehouse with different paths and line numbers (the simulator's own
vocabularies fill them) and, depending on the harness, inside a carrier that
adds more variable text: a log timestamp in one format, a request id, a host,
a count, the payload the tool echoed. :func:`occurrences` renders each bug in
each carrier, with fresh values per occurrence; a normaliser that never
splits a bug gives every (bug, carrier) pair exactly one fingerprint.

A carrier keeps one format per pair (a harness logs its dates one way), so
what varies is what varies in production: the values.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime

import numpy as np

from toolwatch.flows.sim import incidents, messages
from toolwatch.flows.sim.workload import TOOLS

_TIMEOUT_MS = {t.name: t.timeout_ms for t in TOOLS}


@dataclass(frozen=True)
class Bug:
    id: str
    tool: str
    error_type: str | None
    template: str  # with the simulator's {path} {n} placeholders


def true_bugs() -> tuple[Bug, ...]:
    """Every bug the simulator can inject: the unknown catalogue entries, then the incident bugs."""
    bugs = [Bug(f"catalogue-{t.tool}-{t.reason}", t.tool, t.error_type, t.message)
            for t in messages.catalogue() if t.error_class == "unknown"]
    planned = incidents.schedule(0, incidents.SCHEDULE_DAYS * 86_400, lambda *_: (None, None))
    bugs += [Bug(f"incident-{inc.id}", str(inc.tool), None, inc.message) for inc in planned
             if inc.id in incidents.BUG_MESSAGES and inc.message]
    return tuple(bugs)


def _when(rng: np.random.Generator) -> datetime:
    return datetime.fromtimestamp(int(rng.integers(1_500_000_000, 1_800_000_000)), UTC)


def _hex(rng: np.random.Generator, n: int) -> str:
    return "".join("0123456789abcdef"[int(i)] for i in rng.integers(0, 16, n))


def _ipv6(rng: np.random.Generator) -> str:
    groups = [f"{int(g):x}" for g in rng.integers(0, 65536, int(rng.integers(1, 4)))]
    return "2001:db8::" + ":".join(groups)


_HOSTS = ("api.example.com", "db-3.internal", "search-2.prod.acme.io", "mcp.linear.app", "gitlab.com",
          "embeddings.us-east-1.internal", "kv-17.cache.svc.cluster.local")
_SNIPPETS = ("if err != nil {\n\treturn err\n}", "const [state, setState] = useState(null);",
             "def handle(self, event):\n    return self.cache[event.id]", "import { z } from 'zod';", "fn main() {")

# (carrier id, how a harness wraps the message): each gets the message and a
# seeded generator and returns the logged text.
Carrier = Callable[[str, np.random.Generator], str]
CARRIERS: tuple[tuple[str, Carrier], ...] = (
    ("as_simulated", lambda m, r: m),
    ("iso_log_prefix", lambda m, r: f"[{_when(r).isoformat(timespec='milliseconds')}] {m}"),
    ("compact_timestamp", lambda m, r: f"{m} (signed at {_when(r):%Y%m%dT%H%M%SZ})"),
    ("http_date", lambda m, r: f"{m}\nDate: {_when(r):%a, %d %b %Y %H:%M:%S} GMT"),
    ("javascript_date", lambda m, r: f"{_when(r):%a %b %d %Y %H:%M:%S} GMT+0000 (Coordinated Universal Time) {m}"),
    ("month_name_date", lambda m, r: f"{m} (first seen {_when(r):%b} {_when(r).day}, {_when(r).year})"),
    ("clock_am_pm", lambda m, r: f"{_when(r):%I:%M:%S %p} ERROR {m}"),
    ("uuid_request_id", lambda m, r: f"{m} (request id {_hex(r, 8)}-{_hex(r, 4)}-4{_hex(r, 3)}-a{_hex(r, 3)}-{_hex(r, 12)})"),
    ("trace_span_id", lambda m, r: f"{m} [trace {_hex(r, 32)} span {_hex(r, 16)}]"),
    ("provider_id", lambda m, r: f"{m} (tool_use_id toolu_01{_hex(r, 20)})"),
    ("hostname", lambda m, r: f"{m} while calling {_HOSTS[int(r.integers(0, len(_HOSTS)))]}:{int(r.integers(1024, 65536))}"),
    ("ipv6_url", lambda m, r: f"{m} (upstream http://[{_ipv6(r)}]:{int(r.integers(1024, 65536))}/v1/tools)"),
    ("url_with_user_info", lambda m, r: f"{m}\nremote: https://oauth2:glpat-{_hex(r, 20)}@gitlab.com/acme/{_hex(r, 6)}.git/"),
    ("count_past_a_million", lambda m, r: f"{m} (processed {int(10 ** r.uniform(0, 8))} records)"),
    ("boolean_flag", lambda m, r: f"{m} (retry={'true' if r.random() < 0.5 else 'false'})"),
    ("echoed_payload", lambda m, r: f"{m}\nold_string: {_SNIPPETS[int(r.integers(0, len(_SNIPPETS)))]}"),
)


def occurrences(per_pair: int = 50, seed: int = 7) -> Iterator[tuple[Bug, str, str]]:
    """(bug, carrier id, logged message) for ``per_pair`` occurrences of every bug in every carrier."""
    rng = np.random.default_rng(seed)
    vocabulary = messages.Vocabulary(rng)
    for bug in true_bugs():
        pool = vocabulary.args_pool(bug.tool, rng, size=per_pair)
        for carrier_id, carrier in CARRIERS:
            for _, values in pool:
                text = messages.render(bug.template, values, rng, _TIMEOUT_MS.get(bug.tool, 60_000))
                yield bug, carrier_id, carrier(text, rng)
