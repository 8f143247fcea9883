"""Error messages and tool arguments with realistic variable parts.

The messages come from the classification area's catalogue,
``flows/sim/messages.json`` (``{"Class": [{"tool", "error_type",
"message", "reason"}]}``), so a simulated error classifies into the class the
simulator meant under the shipped rules; a test checks that with
``classify_one``. A tool gets the catalogue entries written for it; a few
entries that read the same for any tool (a user interrupt, an MCP transport
error, a JavaScript exception) are shared with tools that have none of their own.

Placeholders ``{path} {n} {cmd} {url} {id}`` are filled per call from seeded
vocabularies, so fingerprints must normalise them away, as in production.
By default paths, commands and URLs come from pools of a few thousand, so
messages repeat far more than real ones; a ``varied`` vocabulary
(:meth:`Vocabulary.vary`) gives each failed call its own workspace, file,
command flags and URL query, as real logs do (tens of thousands of distinct
messages per 2 M events).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np

from toolwatch.warehouse.errors import ConfigError

CATALOGUE_PATH = Path(__file__).resolve().parent / "messages.json"

# Entries other tools may borrow, by reason: they do not name a tool.
_PORTABLE_REASONS = {"user_rejected", "user_interrupted", "internal_exception", "panic"}
# ... unless the text names another tool's code or data (a stack frame in
# readFileTool, apply_edit, a search result key, a shell command): that would
# read wrong elsewhere.
_FOREIGN_MARKERS = ("readFileTool", "apply_edit", "'matches'", "Command was cancelled")
_PORTABLE_MCP_REASONS = {"mcp_unavailable", "mcp_server_error", "deadline_exceeded", "schema_violation"}


@dataclass(frozen=True)
class Template:
    error_class: str
    tool: str
    error_type: str | None
    message: str
    reason: str


@cache
def catalogue(path: str | None = None) -> tuple[Template, ...]:
    """The message catalogue as templates; a clear ConfigError when it is missing or malformed."""
    source = Path(path) if path else CATALOGUE_PATH
    try:
        raw = json.loads(source.read_text())
        return tuple(
            Template(cls, e["tool"], e.get("error_type"), e["message"], e.get("reason", ""))
            for cls, entries in raw.items()
            for e in entries
        )
    except FileNotFoundError:
        raise ConfigError(
            f"the simulator message catalogue {source} is missing; run from a source checkout"
        ) from None
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
        raise ConfigError(f"the simulator message catalogue {source} is malformed: {exc}") from exc


@cache
def templates_for(tool: str, error_class: str, path: str | None = None) -> tuple[Template, ...]:
    """Catalogue entries a call of ``tool`` failing with ``error_class`` may carry."""
    entries = [t for t in catalogue(path) if t.error_class == error_class]
    own = [t for t in entries if t.tool == tool]
    if own:
        return tuple(own)
    portable = [t for t in entries if t.reason in _PORTABLE_REASONS and not t.tool.startswith("mcp__")
                and not any(marker in t.message for marker in _FOREIGN_MARKERS)]
    if tool.startswith("mcp__"):
        portable += [t for t in entries if t.tool.startswith("mcp__") and t.reason in _PORTABLE_MCP_REASONS]
    return tuple(portable)


# --- vocabularies -----------------------------------------------------------

_DIRS = (
    "src", "src/components", "src/lib", "src/server/routes", "packages/api/src", "packages/ui/src",
    "app/models", "app/controllers", "internal/server", "cmd/worker", "pkg/storage", "lib",
    "tests", "tests/integration", "scripts", "docs", "crates/core/src", "services/billing",
)
_STEMS = (
    "index", "utils", "client", "handler", "config", "auth", "session", "parser", "router",
    "schema", "user", "billing", "invoice", "webhook", "cache", "queue", "main", "server",
    "Button", "Modal", "useFetch", "settings", "migrations", "api", "types", "logger",
)
_EXTS = (".ts", ".tsx", ".py", ".go", ".rs", ".rb", ".js", ".md", ".json", ".yaml")
_COMMANDS = (
    "npm test", "npm run build", "pnpm run typecheck", "pnpm lint --fix", "yarn jest --watch=false",
    "pytest -x -q", "pytest tests/integration -k webhook", "python -m mypy src", "ruff check .",
    "go test ./...", "go build ./cmd/worker", "cargo build --release", "cargo test -p core",
    "make lint", "make test", "docker compose up -d db", "bundle exec rspec", "git status",
    "git diff --stat", "ls -la", "npx prisma migrate dev", "terraform plan", "uv run pytest",
    "kubectl get pods -n staging", "curl -s localhost:8080/healthz", "rg TODO src",
)
_SNIPPETS = (
    "return user.id", "const [state, setState] = useState(null);", "def handle(self, event):",
    "if err != nil {\\n\\treturn err\\n}", "import { z } from 'zod';", "except KeyError:",
    "fn main() {", "export default function App() {", "timeout: 30_000,", "self.cache = {}",
)
_REGEXES = ("(foo|bar", "[a-z+", "*.tsx", "\\\\d{2,", "user(Id|Name", "?optional")
_QUERIES = (
    "react useEffect cleanup async", "python asyncio TaskGroup exception handling",
    "postgres jsonb index performance", "next.js 15 app router caching", "rust borrow checker e0502",
    "go context cancellation http client", "tailwind container queries", "pytest fixture scope session",
    "stripe webhook signature verification", "kubernetes readiness probe grpc",
)
_HOSTS = (
    "docs.python.org", "developer.mozilla.org", "nextjs.org", "docs.rs", "go.dev",
    "stackoverflow.com", "github.com", "registry.npmjs.org", "api.internal.example", "kubernetes.io",
)
_URL_PATHS = ("/3/library/asyncio.html", "/en-US/docs/Web/API/fetch", "/docs/app/building", "/questions/{n}", "/pkg/context", "/issues/{n}")


# Varied mode: the parts of a workspace path, a command's flags and a URL's
# query that differ between users and calls. Plain words only: nothing here may
# read as an error class to the rules (no "timeout", "denied", "429", ...).
_USERS = tuple(f"{first}{i}" for first in ("ann", "bo", "chen", "dev", "eli", "fatima", "gus", "hana",
                                           "ivan", "jo", "kai", "lena", "mo", "nia", "omar", "pia")
               for i in ("", "2", "-dev", ".k"))
_REPOS = ("platform", "web", "api", "mobile", "infra", "billing-svc", "search", "data-pipeline",
          "agent", "monorepo", "docs-site", "ml-training", "checkout", "auth-service", "cli", "sdk")
_FLAGS = ("-k test_{w}_{n}", "--filter {w}", "--grep '{w} {n}'", "-p {w}", "--scope @acme/{w}",
          "tests/{w}_{n}_test", "--name {w}{n}", "./{w}/...", "--shard {n}/8", "--only {w}")
_WORDS = ("user", "invoice", "session", "webhook", "cart", "parser", "router", "cache", "queue",
          "login", "export", "search", "upload", "profile", "billing", "schema", "render", "sync")


class Vocabulary:
    """Seeded pools of paths, commands and URLs for one simulation (``varied``: see :meth:`vary`)."""

    def __init__(self, rng: np.random.Generator, size: int = 2048, *,
                 varied: np.random.Generator | None = None) -> None:
        # Varied mode draws from its own generator, so the events themselves stay as without it.
        self._vary_rng = varied
        d = rng.integers(0, len(_DIRS), size)
        s = rng.integers(0, len(_STEMS), size)
        e = rng.integers(0, len(_EXTS), size)
        self.paths = [f"{_DIRS[a]}/{_STEMS[b]}{_EXTS[c]}" for a, b, c in zip(d, s, e, strict=True)]
        hosts = rng.integers(0, len(_HOSTS), size)
        tails = rng.integers(0, len(_URL_PATHS), size)
        nums = rng.integers(1000, 80_000_000, size)
        self.hosts = [_HOSTS[h] for h in hosts]
        self.urls = [
            f"https://{_HOSTS[h]}{_URL_PATHS[t].replace('{n}', str(n))}"
            for h, t, n in zip(hosts, tails, nums, strict=True)
        ]

    @property
    def varied(self) -> bool:
        return self._vary_rng is not None

    def vary(self, tool: str, values: dict) -> dict:
        """``values`` as one particular call of ``tool`` saw them: its own workspace root
        and file (``/home/<user>/<repo>/src/lib/parser17.py``), command flags, search
        words and URL query.

        The pools' paths keep their directory, stem and extension, so the
        normaliser still reads them as paths; code snippets and regexes are
        left as they are, so the labels hold.
        """
        rng = self._vary_rng
        if rng is None:
            return values
        user, repo = _USERS[int(rng.integers(0, len(_USERS)))], _REPOS[int(rng.integers(0, len(_REPOS)))]
        folder, _, name = values["path"].rpartition("/")
        stem, dot, ext = name.rpartition(".")
        path = f"/home/{user}/{repo}/{folder}/{stem}{int(rng.integers(0, 60)) or ''}{dot}{ext}"
        word, n = _WORDS[int(rng.integers(0, len(_WORDS)))], int(rng.integers(1, 400))
        cmd = values["cmd"]
        if tool in ("web_search", "codebase_search", "mcp__github__search_code"):
            cmd = f"{cmd} {word}"
        elif tool not in ("edit_file", "apply_patch", "grep_search"):
            cmd = f"{cmd} {_FLAGS[int(rng.integers(0, len(_FLAGS)))].format(w=word, n=n)}"
        return {**values, "path": path, "cmd": cmd, "url": f"{values['url']}?q={word}&page={n}"}

    def args_pool(self, tool: str, rng: np.random.Generator, size: int = 512) -> list[tuple[str, dict]]:
        """(args JSON, placeholder values) pairs for successful and failed calls of ``tool``."""
        pool = []
        for _ in range(size):
            i = int(rng.integers(0, len(self.paths)))
            path = self.paths[i]
            cmd = _COMMANDS[int(rng.integers(0, len(_COMMANDS)))]
            url = self.urls[i]
            query = _QUERIES[int(rng.integers(0, len(_QUERIES)))]
            snippet = _SNIPPETS[int(rng.integers(0, len(_SNIPPETS)))]
            values = {"path": path, "cmd": cmd, "url": url, "host": self.hosts[i]}
            if tool in ("edit_file", "apply_patch"):
                values["cmd"] = snippet
            elif tool == "grep_search":
                values["cmd"] = _REGEXES[int(rng.integers(0, len(_REGEXES)))]
            elif tool in ("web_search", "codebase_search", "mcp__github__search_code"):
                values["cmd"] = query
            pool.append((json.dumps(_args(tool, values, rng), separators=(",", ":")), values))
        return pool


def _args(tool: str, v: dict, rng: np.random.Generator) -> dict:
    n = int(rng.integers(1, 400))
    match tool:
        case "read_file":
            return {"target_file": v["path"], "offset": n, "limit": 200}
        case "edit_file":
            return {"target_file": v["path"], "old_string": v["cmd"], "new_string_chars": n}
        case "apply_patch":
            return {"path": v["path"], "hunks": 1 + n % 4}
        case "write_file":
            return {"file_path": v["path"], "bytes": n * 37}
        case "run_terminal_cmd":
            return {"command": v["cmd"], "is_background": bool(n % 9 == 0)}
        case "grep_search":
            return {"query": v["cmd"], "include_pattern": "*" + Path(v["path"]).suffix}
        case "codebase_search" | "web_search":
            return {"query": v["cmd"]}
        case "list_dir":
            return {"relative_workspace_path": str(Path(v["path"]).parent)}
        case "web_fetch":
            return {"url": v["url"]}
        case "todo_write":
            return {"merge": bool(n % 2), "todos": 1 + n % 7}
        case "mcp__github__search_code":
            return {"q": f"repo:acme/platform {v['cmd']}"}
        case "mcp__github__create_issue":
            return {"owner": "acme", "repo": "platform", "title": f"Follow-up for {v['path']}"}
        case _:
            return {"team": "HAR", "limit": 25 + n % 50}


_PLACEHOLDER = re.compile(r"\{(path|n|cmd|url|id)\}")


def render(template: str, values: dict, rng: np.random.Generator, timeout_ms: int) -> str:
    """Fill one template; every ``{n}`` gets its own number fitting the words around it."""

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        before = template[max(0, match.start() - 12) : match.start()]
        after = template[match.end() : match.end() + 10]
        if name == "n":
            if after.startswith("ms"):
                user = "user after" in before
                return str(int(rng.integers(800, 90_000)) if user else timeout_ms)
            if after.startswith("s deadline"):
                return str(timeout_ms // 1000)
            if after.startswith(" tokens"):
                return str(int(rng.integers(25_001, 120_000)))
            if after.startswith("s"):
                return str(int(rng.integers(2, 60)))
            n = int(rng.integers(1, 480))
            # The shipped rules read a bare 429 as an HTTP status (rate limited),
            # even as a line number; keep generic numbers off it so labels hold.
            return str(n + 1 if n == 429 else n)
        if name == "id":
            return f"req_{int(rng.integers(0, 2**48)):012x}"
        if name == "url" and "ENOTFOUND" in before:
            return values["host"]
        if name == "url" and "ETIMEDOUT" in before:
            return values["host"] + ":443"
        return values[name]

    return _PLACEHOLDER.sub(fill, template)
