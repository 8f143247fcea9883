"""Local stand-ins for Linear and Cursor on 127.0.0.1, speaking their real protocols.

``LinearServer`` executes requests with graphql-core against Linear's published
schema (``tests/data/linear/schema.graphql``, vendored with its licence) with
resolvers over in-memory state, so a document that Linear would reject is
rejected here too. Failures are injected per operation: ``fail("AttachmentCreate", "500")``.
``CursorServer`` answers ``POST /v0/agents`` like the Cloud Agents API.
"""

from __future__ import annotations

import base64
import itertools
import json
import threading
import uuid
from datetime import UTC, datetime
from functools import cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
SCHEMA_PATH = REPO / "tests" / "data" / "linear" / "schema.graphql"
API_KEY = "lin_api_test0000000000000000000000000000000000"


@cache
def linear_schema():
    from graphql import build_schema

    return build_schema(SCHEMA_PATH.read_text())


class _Server:
    def __init__(self) -> None:
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                self._answer(outer.handle_get(self.path, dict(self.headers)))

            def do_POST(self) -> None:  # noqa: N802 (http.server's name)
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                self._answer(outer.handle(self.path, dict(self.headers), body))

            def _answer(self, answer) -> None:
                status, payload, headers = answer
                if status is None:  # "drop": the work is done, the answer is lost on the way
                    self.close_connection = True
                    return
                data = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json" if not isinstance(payload, bytes) else "text/plain")
                self.send_header("content-length", str(len(data)))
                for k, v in headers.items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.failures: dict[str, list[str]] = {}
        self.lock = threading.Lock()

    def handle_get(self, path: str, headers: dict[str, str]):
        return 405, {"error": "method not allowed"}, {}

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def fail(self, operation: str, mode: str, times: int = 1) -> None:
        self.failures.setdefault(operation, []).extend([mode] * times)

    def _failure(self, operation: str) -> str | None:
        queue = self.failures.get(operation) or self.failures.get("*")
        return queue.pop(0) if queue else None

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


class LinearServer(_Server):
    """Linear's GraphQL API over in-memory teams, labels, issues, attachments and comments."""

    def __init__(self, team_key: str = "HAR") -> None:
        super().__init__()
        self._ids = itertools.count(1)
        states = [
            {"id": "st-triage", "name": "Triage", "type": "triage", "position": 0},
            {"id": "st-backlog", "name": "Backlog", "type": "backlog", "position": 1},
            {"id": "st-todo", "name": "Todo", "type": "unstarted", "position": 2},
            {"id": "st-doing", "name": "In Progress", "type": "started", "position": 3},
            {"id": "st-done", "name": "Done", "type": "completed", "position": 4},
            {"id": "st-canceled", "name": "Canceled", "type": "canceled", "position": 5},
        ]
        self.team = {"id": "team-1", "key": team_key, "name": "Harness", "states": {"nodes": states}}
        self.labels: list[dict[str, Any]] = [{"id": "lbl-ws-timeout", "name": "Timeout", "team": None}]
        self.issues: dict[str, dict[str, Any]] = {}
        self.attachments: list[dict[str, Any]] = []
        self.comments: list[dict[str, Any]] = []
        self.operations: list[str] = []
        self.documents: list[str] = []
        self.schema = linear_schema()
        self._resolvers()

    # -- state helpers used by tests -------------------------------------------------

    def state(self, type_: str) -> dict[str, Any]:
        return next(s for s in self.team["states"]["nodes"] if s["type"] == type_)

    def close_issue(self, issue_id: str, when: datetime) -> None:
        issue = self.issues[issue_id]
        issue["state"] = self.state("completed")
        issue["completedAt"] = when.replace(tzinfo=UTC).isoformat().replace("+00:00", "Z")

    def set_labels(self, issue_id: str, names: list[str]) -> None:
        """What a triager does in Linear's UI: the issue's labels become ``names`` (created when new)."""
        ids = []
        for name in names:
            label = next((lbl for lbl in self.labels if lbl["name"] == name), None)
            if label is None:
                label = {"id": f"lbl-{next(self._ids)}", "name": name, "team": self.team, "color": None}
                self.labels.append(label)
            ids.append(label["id"])
        self.issues[issue_id]["labelIds"] = ids

    def comments_on(self, issue_id: str) -> list[dict[str, Any]]:
        return [c for c in self.comments if c["issueId"] == issue_id]

    # -- HTTP ------------------------------------------------------------------------

    def handle(self, path: str, headers: dict[str, str], body: bytes):
        from graphql import graphql_sync, parse

        if headers.get("Authorization") != API_KEY:
            return 400, {"errors": [{"message": "Authentication required, not authenticated",
                                     "extensions": {"code": "AUTHENTICATION_ERROR"}}]}, {}
        request = json.loads(body)
        document = parse(request["query"])
        operation = document.definitions[0].name.value
        with self.lock:
            self.operations.append(operation)
            self.documents.append(request["query"])
            failure = self._failure(operation)
            if failure == "ratelimit":
                reset = int(datetime.now(UTC).timestamp() * 1000) + 1500
                return 400, {"errors": [{"message": "Rate limit exceeded", "extensions": {"code": "RATELIMITED"}}]}, {
                    "X-RateLimit-Requests-Reset": str(reset)}
            if failure == "500":
                return 500, b"upstream connect error", {}
            result = graphql_sync(self.schema, request["query"], variable_values=request.get("variables"),
                                  root_value=None)
            if failure == "drop":
                return None, b"", {}
        out: dict[str, Any] = {"data": result.data}
        if result.errors:
            out["errors"] = [{"message": e.message, "extensions": {"code": "GRAPHQL_VALIDATION_FAILED"}}
                             for e in result.errors]
        return 200, out, {}

    # -- resolvers -------------------------------------------------------------------

    def _resolvers(self) -> None:
        q, m = self.schema.query_type.fields, self.schema.mutation_type.fields
        q["teams"].resolve = lambda _, info, filter=None, **kw: {
            "nodes": [self.team] if (filter or {}).get("key", {}).get("eq") == self.team["key"] else []}
        q["issueLabels"].resolve = self._issue_labels
        q["issues"].resolve = lambda _, info, filter=None, **kw: {"nodes": [
            i for i in self.issues.values() if i["id"] == (((filter or {}).get("id") or {}).get("eq"))]}
        q["comments"].resolve = lambda _, info, filter=None, **kw: {"nodes": [
            c for c in self.comments if c["id"] == (((filter or {}).get("id") or {}).get("eq"))]}
        q["attachmentsForURL"].resolve = lambda _, info, url, **kw: {
            "nodes": [a for a in self.attachments if a["url"] == url]}
        m["issueLabelCreate"].resolve = self._label_create
        m["issueCreate"].resolve = self._issue_create
        m["attachmentCreate"].resolve = self._attachment_create
        m["commentCreate"].resolve = self._comment_create
        m["issueUpdate"].resolve = self._issue_update

    def _issue_labels(self, _, info, filter=None, **kw):
        names = set(((filter or {}).get("name") or {}).get("in") or [])
        team_ids = {((o.get("team") or {}).get("id") or {}).get("eq") for o in (filter or {}).get("or", [])}
        return {"nodes": [label for label in self.labels if label["name"] in names
                          and (label["team"] is None or label["team"]["id"] in team_ids)]}

    def _label_create(self, _, info, input, **kw):
        if any(label["name"] == input["name"] for label in self.labels):
            raise ValueError(f"duplicate label name {input['name']}")
        label = {"id": f"lbl-{next(self._ids)}", "name": input["name"],
                 "team": self.team if input.get("teamId") else None, "color": input.get("color")}
        self.labels.append(label)
        return {"success": True, "issueLabel": label, "lastSyncId": 1.0}

    def _issue_create(self, _, info, input):
        number = len(self.issues) + 1
        issue_id = input.get("id") or str(uuid.uuid4())
        if issue_id in self.issues:  # Linear refuses an id that exists
            raise ValueError(f"Entity already exists: {issue_id}")
        issue = {
            "id": issue_id, "identifier": f"{self.team['key']}-{number}", "title": input.get("title"),
            "url": f"https://linear.app/acme/issue/{self.team['key']}-{number}",
            "description": input.get("description"), "priority": float(input.get("priority") or 0),
            "state": self.state("triage"), "team": self.team, "completedAt": None, "canceledAt": None,
            "labelIds": input.get("labelIds") or [], "delegateId": input.get("delegateId"),
        }
        self.issues[issue_id] = issue
        return {"success": True, "issue": issue, "lastSyncId": 1.0}

    def _attachment_create(self, _, info, input):
        issue = self.issues[input["issueId"]]
        for att in self.attachments:  # Linear: same url on the same issue updates the attachment
            if att["url"] == input["url"] and att["issue"]["id"] == issue["id"]:
                att.update(title=input["title"])
                return {"success": True, "attachment": att, "lastSyncId": 1.0}
        att = {"id": f"att-{next(self._ids)}", "url": input["url"], "title": input["title"], "issue": issue,
               "metadata": input.get("metadata") or {}}
        self.attachments.append(att)
        return {"success": True, "attachment": att, "lastSyncId": 1.0}

    def _comment_create(self, _, info, input):
        comment_id = input.get("id") or f"cmt-{next(self._ids)}"
        if any(c["id"] == comment_id for c in self.comments):  # Linear refuses an id that exists
            raise ValueError(f"Entity already exists: {comment_id}")
        comment = {"id": comment_id, "body": input["body"], "issueId": input["issueId"],
                   "url": f"https://linear.app/acme/comment/{next(self._ids)}"}
        self.issues[input["issueId"]]  # KeyError (an error response) for an unknown issue
        self.comments.append(comment)
        return {"success": True, "comment": comment, "lastSyncId": 1.0}

    def _issue_update(self, _, info, id, input):
        issue = self.issues[id]
        if "stateId" in input:
            issue["state"] = next(s for s in self.team["states"]["nodes"] if s["id"] == input["stateId"])
            if issue["state"]["type"] not in ("completed", "canceled"):
                issue["completedAt"] = issue["canceledAt"] = None
        if "priority" in input:
            issue["priority"] = float(input["priority"])
        if "delegateId" in input:
            issue["delegateId"] = input["delegateId"]
        if "labelIds" in input:
            issue["labelIds"] = list(input["labelIds"])
        return {"success": True, "issue": issue, "lastSyncId": 1.0}


class CursorServer(_Server):
    """``POST /v0/agents`` of Cursor's Cloud Agents API, basic auth with the key as user name."""

    def __init__(self, api_key: str = "key_cursor_test") -> None:
        super().__init__()
        self.api_key = api_key
        self.launched: list[dict[str, Any]] = []
        self.agents: list[dict[str, Any]] = []

    def handle(self, path: str, headers: dict[str, str], body: bytes):
        expected = "Basic " + base64.b64encode(f"{self.api_key}:".encode()).decode()
        if headers.get("Authorization") != expected:
            return 401, {"error": "Unauthorized"}, {}
        if path != "/v0/agents":
            return 404, {"error": "Not found"}, {}
        with self.lock:
            failure = self._failure("launch")
            if failure == "500":
                return 503, b"unavailable", {}
            request = json.loads(body)
            agent_id = f"bc_{len(self.launched) + 1:04d}"
            self.launched.append(request)
            agent = {
                "id": agent_id, "name": request["prompt"]["text"][:40], "status": "CREATING",
                "source": request["source"],
                "target": {"branchName": request["target"].get("branchName"),
                           "autoCreatePr": request["target"]["autoCreatePr"],
                           "url": f"https://cursor.com/agents?id={agent_id}"},
                "createdAt": datetime.now(UTC).isoformat(),
            }
            self.agents.append(agent)
        if failure == "drop":
            return None, b"", {}
        return 200, agent, {}

    def handle_get(self, path: str, headers: dict[str, str]):
        """``GET /v0/agents?limit=N&cursor=C``: the account's agents, newest first, paged."""
        from urllib.parse import parse_qs, urlparse

        expected = "Basic " + base64.b64encode(f"{self.api_key}:".encode()).decode()
        if headers.get("Authorization") != expected:
            return 401, {"error": "Unauthorized"}, {}
        url = urlparse(path)
        if url.path != "/v0/agents":
            return 404, {"error": "Not found"}, {}
        query = parse_qs(url.query)
        limit = int(query.get("limit", ["20"])[0])
        start = int(query.get("cursor", ["0"])[0])
        newest = list(reversed(self.agents))
        page = newest[start:start + limit]
        more = start + limit < len(newest)
        return 200, {"agents": page, **({"nextCursor": str(start + limit)} if more else {})}, {}
