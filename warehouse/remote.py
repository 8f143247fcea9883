"""Object-store inputs: ``s3://`` and ``http(s)://`` URLs, read in place by DuckDB's httpfs.

Nothing is downloaded to local disk first: DuckDB lists a prefix or glob
(S3 ListObjectsV2), reads JSONL with ranged GETs and Parquet by column chunk,
exactly as it reads local files. Any S3-compatible store works through
``s3://`` URLs and an endpoint (MinIO, Cloudflare R2, Google Cloud Storage's
interoperability API).

Identity. A local file is known by the sha256 of its bytes; hashing an object
would mean downloading it twice, so an object is known by its URL, size and
last-modified time (an object rewritten in place gets a new last-modified).
Listing alone tells whether an object was loaded before, so re-running over a
prefix reads only the new objects. The same bytes under another URL are read
again and their events counted as duplicates.

httpfs is found, in order: the ``duckdb-extension-httpfs`` wheel built for the
running DuckDB (``pip install 'toolwatch[object-store]'``, no network needed),
an httpfs already installed in DuckDB's extension folder, then ``INSTALL httpfs``
from DuckDB's extension repository.
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
from dataclasses import dataclass, field
from pathlib import Path

from toolwatch.warehouse.db import query
from toolwatch.warehouse.engine import duckdb
from toolwatch.warehouse.errors import ConfigError, IngestError, TransientIngestError

S3_SCHEMES = ("s3://", "s3a://", "s3n://")
HTTP_SCHEMES = ("http://", "https://")
# Schemes DuckDB has but toolwatch doesn't configure: a clear error beats a confusing one.
UNSUPPORTED_SCHEMES = ("gs://", "gcs://", "r2://", "az://", "azure://", "abfss://", "hf://")


_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


def is_remote(spec: str) -> bool:
    """True for a URL (any ``scheme://``), which is never read as a local path."""
    return bool(_URL.match(spec))


@dataclass(frozen=True)
class ObjectStore:
    """How to reach ``s3://`` URLs. Empty endpoint = AWS; no keys = anonymous (public buckets)."""

    endpoint: str = ""
    region: str = "us-east-1"
    url_style: str = "vhost"  # vhost | path (MinIO and most self-hosted stores want path)
    use_ssl: bool = True
    key_id: str | None = field(default=None, repr=False)
    secret: str | None = field(default=None, repr=False)
    session_token: str | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.url_style not in ("vhost", "path"):
            raise ConfigError(f"ingest.s3.url_style must be 'vhost' or 'path', not {self.url_style!r}")
        if "://" in self.endpoint:
            raise ConfigError(
                f"ingest.s3.endpoint is a host[:port] ({self.endpoint!r} has a scheme); "
                "set ingest.s3.use_ssl = false for plain http"
            )
        if bool(self.key_id) != bool(self.secret):
            raise ConfigError("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together")


@dataclass(frozen=True)
class RemoteObject:
    url: str
    size: int
    last_modified: str  # ISO 8601, empty when the server gives none
    listed: bool = field(default=False, compare=False)  # found under a prefix rather than named

    @property
    def identity(self) -> str:
        """What stands in for the sha256 of the bytes (see the module docstring)."""
        text = f"{self.url}\n{self.size}\n{self.last_modified}"
        return "object:" + hashlib.sha256(text.encode()).hexdigest()


def enable(con: duckdb.DuckDBPyConnection, store: ObjectStore) -> None:
    """Load httpfs into ``con`` and give it the store's settings (a temporary secret: never on disk)."""
    load_httpfs(con)
    options: dict[str, object] = {
        "region": store.region, "url_style": store.url_style, "use_ssl": store.use_ssl,
        # Unset options are left out: an empty key would sign requests a public bucket refuses.
        "endpoint": store.endpoint or None, "key_id": store.key_id, "secret": store.secret,
        "session_token": store.session_token,
    }
    given = {name: value for name, value in options.items() if value is not None}
    # Option names come from the fixed table above; every value is a parameter.
    clauses = "".join(f", {name.upper()} ${name}" for name in given)
    con.execute(f"CREATE OR REPLACE TEMPORARY SECRET toolwatch_s3 (TYPE s3, PROVIDER config{clauses})", given)


def load_httpfs(con: duckdb.DuckDBPyConnection) -> None:
    loaded = con.execute(
        "SELECT count(*) FROM duckdb_extensions() WHERE extension_name = 'httpfs' AND loaded"
    ).fetchall()[0][0]
    if loaded:
        return
    failures: list[str] = []
    packaged = _packaged_httpfs(con)
    # LOAD takes no parameters; the path is the installed wheel's, never user input.
    attempts = ([f"LOAD '{str(packaged).replace(chr(39), chr(39) * 2)}'"] if packaged else []) + [
        "LOAD httpfs",
        "INSTALL httpfs",
    ]
    for sql in attempts:
        try:
            con.execute(sql)
            if sql == "INSTALL httpfs":
                con.execute("LOAD httpfs")
            return
        except duckdb.Error as exc:
            failures.append(f"{sql.split()[0]}: {str(exc).splitlines()[0]}")
    version = con.execute("PRAGMA version").fetchall()[0][0]
    raise IngestError(
        "object-store URLs need DuckDB's httpfs extension, which could not be loaded "
        f"({'; '.join(failures)}). Install the wheel built for DuckDB {version}: "
        f"pip install 'toolwatch[object-store]' (or duckdb-extension-httpfs=={version.lstrip('v')})"
    )


def _packaged_httpfs(con: duckdb.DuckDBPyConnection) -> Path | None:
    spec = importlib.util.find_spec("duckdb_extension_httpfs")
    if spec is None or not spec.submodule_search_locations:
        return None
    version = con.execute("PRAGMA version").fetchall()[0][0]
    for folder in spec.submodule_search_locations:
        candidate = Path(folder) / "extensions" / version / "httpfs.duckdb_extension"
        if candidate.is_file():
            return candidate
    return None


def literal(url: str) -> str:
    """The URL as DuckDB's readers take it literally: ``s3://`` paths are always globbed,
    so an object named ``logs/[2026]/a.jsonl`` is read as ``logs/[[]2026]/a.jsonl``."""
    if not url.lower().startswith(S3_SCHEMES):
        return url
    return re.sub(r"([\[*?])", r"[\1]", url)


def check_scheme(spec: str) -> str | None:
    """Why this URL cannot be read, or None."""
    lowered = spec.lower()
    if lowered.startswith(S3_SCHEMES + HTTP_SCHEMES):
        return None
    if lowered.startswith(UNSUPPORTED_SCHEMES):
        return (f"{spec}: this scheme is not configured; reach the store through its S3-compatible "
                "API with an s3:// URL and [ingest.s3] endpoint")
    return f"{spec}: unsupported URL scheme (expected s3://, http:// or https://)"


def list_objects(con: duckdb.DuckDBPyConnection, spec: str) -> list[RemoteObject]:
    """The objects behind a URL, prefix (``s3://bucket/logs/``) or glob, by listing only.

    Nothing there (no such object, prefix or bucket) is an empty list; access
    denied or an unreachable store raise (:func:`translate`).

    An ``s3://`` URL without a glob is the object itself when it exists, else a
    prefix (``…/date=2026-11-30`` lists everything under it). ``http(s)://``
    URLs name one object each (HTTP has no listing).
    """
    if spec.lower().startswith(HTTP_SCHEMES) or any(ch in spec for ch in "*?["):
        return _stat(con, spec, missing_ok=True)
    if not spec.endswith("/"):
        exact = _stat(con, spec, missing_ok=True)
        if exact:
            return exact
    return _stat(con, spec.rstrip("/") + "/**", missing_ok=True, listed=True)


def _stat(
    con: duckdb.DuckDBPyConnection, pattern: str, missing_ok: bool = False, listed: bool = False
) -> list[RemoteObject]:
    try:
        rows = con.execute(query("remote_objects"), {"pattern": pattern}).fetchall()
    except duckdb.Error as exc:
        if missing_ok and _is_not_found(exc):
            return []
        raise translate(pattern, "cannot list", exc) from exc
    return [RemoteObject(url, int(size), modified, listed) for url, size, modified in rows]


def head(con: duckdb.DuckDBPyConnection, url: str, limit: int = 65536) -> bytes:
    """About the first ``limit`` bytes of the object's (decompressed) text, by a ranged read.

    The reader's options match the JSONL reader's, so a first line as long as
    it accepts (a one-line OTLP document) is seen whole; it fetches one buffer.
    """
    try:
        rows = con.execute(
            "SELECT raw FROM read_csv($url, columns = {'raw': 'VARCHAR'}, delim = E'\\x1e', quote = '', "
            "escape = '', header = false, auto_detect = false, strict_mode = false, new_line = '\\r\\n', "
            "ignore_errors = true, max_line_size = 16777216, buffer_size = 33554432) LIMIT 200",
            {"url": literal(url)},
        ).fetchall()
    except duckdb.Error as exc:
        raise translate(url, "cannot read", exc) from exc
    text = "\n".join(row[0] or "" for row in rows)
    return text.encode()[:limit]


def fetch(con: duckdb.DuckDBPyConnection, url: str) -> bytes:
    """The whole object (for OTLP exports, which are parsed in Python)."""
    try:
        row = con.execute(query("remote_content"), {"url": literal(url)}).fetchone()
    except duckdb.Error as exc:
        raise translate(url, "cannot read", exc) from exc
    return bytes(row[0]) if row and row[0] is not None else b""


def _is_not_found(exc: duckdb.Error) -> bool:
    text = str(exc)
    return "404" in text or "No files found" in text or "NoSuchKey" in text


_TRANSIENT_MARKERS = ("HTTP 5", "HTTP 429", "could not resolve", "could not connect", "could not establish",
                      "connection refused", "connection reset", "timed out", "timeout", "slowdown")


def translate(spec: str, doing: str, exc: duckdb.Error) -> IngestError:
    """An httpfs error as one a person can act on; network trouble and 5xx are transient."""
    text = str(exc).splitlines()[0]
    if "HTTP 403" in text or "HTTP 401" in text:
        hint = " (access denied: check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY and [ingest.s3])"
    elif _is_not_found(exc):
        hint = " (no such object or bucket)"
    else:
        hint = ""
    message = f"{spec}: {doing}: {text}{hint}"
    if any(marker.lower() in text.lower() for marker in _TRANSIENT_MARKERS):
        return TransientIngestError(message)
    return IngestError(message)
