"""Linear over GraphQL (gql + httpx): the few documents triage sends, and their errors.

Every document is a constant in :data:`DOCUMENTS`; a test validates each one
against Linear's published schema, so a renamed field fails CI instead of the
Monday triage. Linear answers a rate limit with a GraphQL error whose
``extensions.code`` is ``RATELIMITED`` (and ``X-RateLimit-*-Reset`` headers in
epoch milliseconds): the client waits and retries a few times, then raises
:class:`TransientDeliveryError` so the outbox retries later. Authentication
and validation errors are permanent.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from toolwatch.warehouse.errors import PermanentDeliveryError, TransientDeliveryError

DEFAULT_URL = "https://api.linear.app/graphql"

TEAM_BY_KEY = """
query TeamByKey($key: String!) {
  teams(filter: { key: { eq: $key } }, first: 1) {
    nodes { id key name states(first: 50) { nodes { id name type position } } }
  }
}"""

LABELS_BY_NAME = """
query LabelsByName($names: [String!]!, $teamId: ID!) {
  issueLabels(
    first: 100
    filter: { name: { in: $names }, or: [{ team: { id: { eq: $teamId } } }, { team: { null: true } }] }
  ) { nodes { id name } }
}"""

LABEL_CREATE = """
mutation LabelCreate($input: IssueLabelCreateInput!) {
  issueLabelCreate(input: $input) { success issueLabel { id name } }
}"""

ISSUE_BY_URL = """
query IssueByAttachmentUrl($url: String!) {
  attachmentsForURL(url: $url, first: 5) {
    nodes {
      id url
      issue { id identifier url title priority completedAt canceledAt labelIds state { id name type } }
    }
  }
}"""

ISSUE_BY_ID = """
query IssueById($id: ID!) {
  issues(filter: { id: { eq: $id } }, first: 1) {
    nodes { id identifier url title priority completedAt canceledAt state { id name type } }
  }
}"""

ISSUE_CREATE = """
mutation IssueCreate($input: IssueCreateInput!) {
  issueCreate(input: $input) { success issue { id identifier url state { id name type } } }
}"""

ATTACHMENT_CREATE = """
mutation AttachmentCreate($input: AttachmentCreateInput!) {
  attachmentCreate(input: $input) { success attachment { id url } }
}"""

COMMENT_CREATE = """
mutation CommentCreate($input: CommentCreateInput!) {
  commentCreate(input: $input) { success comment { id url } }
}"""

COMMENT_BY_ID = """
query CommentById($id: ID!) {
  comments(filter: { id: { eq: $id } }, first: 1) { nodes { id url } }
}"""

ISSUE_UPDATE = """
mutation IssueUpdate($id: String!, $input: IssueUpdateInput!) {
  issueUpdate(id: $id, input: $input) { success issue { id identifier url state { id name type } } }
}"""

DOCUMENTS = {
    "TeamByKey": TEAM_BY_KEY,
    "LabelsByName": LABELS_BY_NAME,
    "LabelCreate": LABEL_CREATE,
    "IssueByAttachmentUrl": ISSUE_BY_URL,
    "IssueById": ISSUE_BY_ID,
    "IssueCreate": ISSUE_CREATE,
    "AttachmentCreate": ATTACHMENT_CREATE,
    "CommentCreate": COMMENT_CREATE,
    "CommentById": COMMENT_BY_ID,
    "IssueUpdate": ISSUE_UPDATE,
}

CLOSED_STATE_TYPES = ("completed", "canceled", "duplicate")
# Mutations that create something: after a failure that may have happened after Linear did the
# work (connection dropped, 5xx) they are not retried here; the caller looks the result up first.
CREATES = frozenset({"IssueCreate", "CommentCreate", "LabelCreate"})


class LinearClient:
    """A synchronous Linear API client; ``sleep`` is injectable so tests don't wait."""

    def __init__(
        self,
        api_key: str,
        url: str | None = None,
        *,
        timeout: float = 30.0,
        max_retries: int = 3,
        max_backoff: float = 60.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        from gql import Client
        from gql.transport.httpx import HTTPXTransport

        self.url = url or DEFAULT_URL
        # Personal API keys go in Authorization as-is (OAuth tokens would carry "Bearer ").
        self._transport = HTTPXTransport(url=self.url, headers={"Authorization": api_key}, timeout=timeout)
        self._client = Client(transport=self._transport, fetch_schema_from_transport=False)
        self._documents: dict[str, Any] = {}
        self._session: Any = None
        self.max_retries = max_retries
        self.max_backoff = max_backoff
        self.sleep = sleep
        self.requests = 0

    def execute(self, name: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        """Run one of :data:`DOCUMENTS` by operation name, retrying rate limits."""
        from gql import GraphQLRequest, gql

        if name not in self._documents:
            self._documents[name] = gql(DOCUMENTS[name])
        request = GraphQLRequest(self._documents[name], variable_values=variables or {})
        for attempt in range(self.max_retries + 1):
            try:
                self.requests += 1
                if self._session is None:
                    self._session = self._client.connect_sync()
                return self._session.execute(request)
            except TransientDeliveryError:
                raise
            except Exception as exc:
                error = _translate(name, exc, self._reset_after())
                ambiguous = name in CREATES and "rate limit" not in str(error)
                if not isinstance(error, TransientDeliveryError) or attempt == self.max_retries or ambiguous:
                    self._reset_session(exc)
                    raise error from exc
                self.sleep(min(self.max_backoff, error.retry_after or 2.0**attempt))
        raise AssertionError("unreachable")

    def _reset_after(self) -> float | None:
        headers = getattr(self._transport, "response_headers", None) or {}
        resets = [headers.get(h) for h in ("x-ratelimit-requests-reset", "x-ratelimit-complexity-reset")]
        stamps = [float(r) for r in resets if r and r.replace(".", "", 1).isdigit()]
        if not stamps:
            return None
        return max(0.0, max(stamps) / 1000.0 - time.time())

    def _reset_session(self, exc: Exception) -> None:
        """After a dropped connection the next request starts a fresh session."""
        from gql.transport.exceptions import TransportQueryError

        if not isinstance(exc, TransportQueryError):
            self.close()

    def close(self) -> None:
        if self._session is not None:
            self._client.close_sync()
            self._session = None

    # Typed helpers: each returns plain dicts shaped like the documents above.

    def team(self, key: str) -> dict[str, Any]:
        nodes = self.execute("TeamByKey", {"key": key})["teams"]["nodes"]
        if not nodes:
            raise PermanentDeliveryError(f"Linear has no team with key {key!r}; set [triage.linear] team_key")
        return nodes[0]

    def labels(self, names: list[str], team_id: str) -> dict[str, str]:
        nodes = self.execute("LabelsByName", {"names": names, "teamId": team_id})["issueLabels"]["nodes"]
        return {n["name"]: n["id"] for n in nodes}

    def create_label(self, name: str, team_id: str, color: str) -> str:
        data = self.execute("LabelCreate", {"input": {"name": name, "teamId": team_id, "color": color}})
        return data["issueLabelCreate"]["issueLabel"]["id"]

    def issue_by_url(self, url: str) -> dict[str, Any] | None:
        nodes = self.execute("IssueByAttachmentUrl", {"url": url})["attachmentsForURL"]["nodes"]
        return nodes[0]["issue"] if nodes else None

    def issue_by_id(self, issue_id: str) -> dict[str, Any] | None:
        nodes = self.execute("IssueById", {"id": issue_id})["issues"]["nodes"]
        return nodes[0] if nodes else None

    def create_issue(self, **fields: Any) -> dict[str, Any]:
        data = self.execute("IssueCreate", {"input": {k: v for k, v in fields.items() if v is not None}})
        return _payload(data, "issueCreate", "issue")

    def attach(self, issue_id: str, url: str, title: str, subtitle: str | None = None,
               metadata: dict[str, Any] | None = None) -> dict[str, Any]:
        data = self.execute("AttachmentCreate", {"input": {
            "issueId": issue_id, "url": url, "title": title, "subtitle": subtitle, "metadata": metadata or {}}})
        return _payload(data, "attachmentCreate", "attachment")

    def comment(self, issue_id: str, body: str, comment_id: str | None = None) -> dict[str, Any]:
        """Post a comment. With ``comment_id`` (a UUID chosen and saved by the caller) it is posted
        at most once: when an earlier attempt's answer was lost, the comment is found by that id."""
        if comment_id is not None:
            found = self.execute("CommentById", {"id": comment_id})["comments"]["nodes"]
            if found:
                return found[0]
        data = self.execute("CommentCreate", {"input": {k: v for k, v in (
            ("issueId", issue_id), ("body", body), ("id", comment_id)) if v is not None}})
        return _payload(data, "commentCreate", "comment")

    def update_issue(self, issue_id: str, **fields: Any) -> dict[str, Any]:
        data = self.execute("IssueUpdate", {"id": issue_id, "input": fields})
        return _payload(data, "issueUpdate", "issue")


def _payload(data: dict[str, Any], field: str, entity: str) -> dict[str, Any]:
    payload = data[field]
    if not payload.get("success") or not payload.get(entity):
        raise PermanentDeliveryError(f"Linear {field} answered success=false")
    return payload[entity]


def _translate(name: str, exc: Exception, reset_after: float | None) -> Exception:
    """gql / httpx errors → our tree, with a message a person can act on and no token."""
    from gql.transport.exceptions import (
        TransportConnectionFailed,
        TransportProtocolError,
        TransportQueryError,
        TransportServerError,
    )
    from graphql import GraphQLError

    if isinstance(exc, TransportQueryError):
        codes = {((e or {}).get("extensions") or {}).get("code") for e in exc.errors or []}
        messages = "; ".join(str((e or {}).get("message")) for e in exc.errors or [])
        if "RATELIMITED" in codes:
            return TransientDeliveryError(f"Linear rate limit on {name}: {messages}", retry_after=reset_after)
        if codes & {"AUTHENTICATION_ERROR", "FORBIDDEN"}:
            return PermanentDeliveryError(f"Linear refused {name}: {messages}. Check LINEAR_API_KEY.")
        if "INTERNAL_SERVER_ERROR" in codes:
            return TransientDeliveryError(f"Linear failed on {name}: {messages}")
        return PermanentDeliveryError(f"Linear rejected {name}: {messages}")
    if isinstance(exc, TransportServerError):
        code = exc.code or 0
        if code == 429 or code >= 500:
            return TransientDeliveryError(f"Linear HTTP {code} on {name}", retry_after=reset_after)
        if code in (401, 403):
            return PermanentDeliveryError(f"Linear HTTP {code} on {name}: check LINEAR_API_KEY")
        return PermanentDeliveryError(f"Linear HTTP {code} on {name}: {exc}")
    if isinstance(exc, TransportConnectionFailed | TransportProtocolError | OSError):
        return TransientDeliveryError(f"Linear unreachable on {name}: {exc}")
    if isinstance(exc, GraphQLError):
        return PermanentDeliveryError(f"Linear document {name} is invalid: {exc}")
    import httpx

    if isinstance(exc, httpx.HTTPError):
        return TransientDeliveryError(f"Linear unreachable on {name}: {type(exc).__name__}: {exc}")
    return PermanentDeliveryError(f"Linear {name} failed: {type(exc).__name__}: {exc}")
