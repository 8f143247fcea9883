"""The six error classes, in one place.

Every package names classes through :class:`ErrorClass`; the string values are
the contract (SQL, JSON, Slack, Linear labels), so they never change. The split
follows one rule from production harnesses: an ``unknown`` tool error is a bug
in the harness, every other class is an *expected* failure whose rate is
judged against its own baseline.

>>> ErrorClass("Timeout").expected, ErrorClass.UNKNOWN.expected
(True, False)
"""

from __future__ import annotations

from enum import StrEnum


class ErrorClass(StrEnum):
    INVALID_ARGUMENTS = "InvalidArguments"
    UNEXPECTED_ENVIRONMENT = "UnexpectedEnvironment"
    PROVIDER_ERROR = "ProviderError"
    TIMEOUT = "Timeout"
    USER_ABORTED = "UserAborted"
    UNKNOWN = "unknown"

    @property
    def description(self) -> str:
        """One line a person reads in Slack, Linear and the README."""
        return _DESCRIPTIONS[self]

    @property
    def expected(self) -> bool:
        """False only for ``unknown``: an unexplained error is a harness bug until a rule says otherwise."""
        return self is not ErrorClass.UNKNOWN

    @classmethod
    def parse(cls, text: str) -> ErrorClass:
        """The class named exactly ``text``; raises ValueError listing the six names otherwise."""
        try:
            return cls(text)
        except ValueError:
            names = ", ".join(c.value for c in cls)
            raise ValueError(f"{text!r} is not an error class; use one of: {names}") from None


_DESCRIPTIONS = {
    ErrorClass.INVALID_ARGUMENTS: "The model called the tool wrongly: bad or missing parameters, an edit that does not match, a tool that does not exist.",
    ErrorClass.UNEXPECTED_ENVIRONMENT: "The workspace was not as the model assumed: missing file, permission or sandbox/policy denial, failing command, stale file.",
    ErrorClass.PROVIDER_ERROR: "A service behind the tool failed: rate limits, quota, 5xx, overloaded or unreachable search, embedding or MCP servers.",
    ErrorClass.TIMEOUT: "The call ran past its deadline and was stopped.",
    ErrorClass.USER_ABORTED: "A person refused the call or interrupted it.",
    ErrorClass.UNKNOWN: "No rule explains the error: treat it as a bug in the harness until a rule is written.",
}

# Reasons the shipped rules use, with the class each belongs to. Users may add
# their own reasons in their rules; these are the documented vocabulary.
REASONS: dict[str, ErrorClass] = {
    # InvalidArguments
    "schema_violation": ErrorClass.INVALID_ARGUMENTS,
    "malformed_arguments": ErrorClass.INVALID_ARGUMENTS,
    "edit_no_match": ErrorClass.INVALID_ARGUMENTS,
    "edit_not_unique": ErrorClass.INVALID_ARGUMENTS,
    "edit_no_change": ErrorClass.INVALID_ARGUMENTS,
    "invalid_patch": ErrorClass.INVALID_ARGUMENTS,
    "edit_breaks_syntax": ErrorClass.INVALID_ARGUMENTS,
    "unknown_tool": ErrorClass.INVALID_ARGUMENTS,
    "invalid_pattern": ErrorClass.INVALID_ARGUMENTS,
    "invalid_url": ErrorClass.INVALID_ARGUMENTS,
    "path_outside_workspace": ErrorClass.INVALID_ARGUMENTS,
    "relative_path": ErrorClass.INVALID_ARGUMENTS,
    "file_exists": ErrorClass.INVALID_ARGUMENTS,
    "read_before_write": ErrorClass.INVALID_ARGUMENTS,
    "too_large": ErrorClass.INVALID_ARGUMENTS,
    # UnexpectedEnvironment
    "file_not_found": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "not_a_file": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "not_a_directory": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "permission_denied": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "policy_denied": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "stale_file": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "command_not_found": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "command_failed": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "disk_full": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "binary_file": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "http_client_error": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "network_error": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "not_a_repository": ErrorClass.UNEXPECTED_ENVIRONMENT,
    "resource_busy": ErrorClass.UNEXPECTED_ENVIRONMENT,
    # ProviderError
    "rate_limited": ErrorClass.PROVIDER_ERROR,
    "quota_exceeded": ErrorClass.PROVIDER_ERROR,
    "upstream_5xx": ErrorClass.PROVIDER_ERROR,
    "overloaded": ErrorClass.PROVIDER_ERROR,
    "provider_auth": ErrorClass.PROVIDER_ERROR,
    "mcp_unavailable": ErrorClass.PROVIDER_ERROR,
    "mcp_server_error": ErrorClass.PROVIDER_ERROR,
    "search_failed": ErrorClass.PROVIDER_ERROR,
    # Timeout
    "deadline_exceeded": ErrorClass.TIMEOUT,
    "command_timeout": ErrorClass.TIMEOUT,
    "killed_after_deadline": ErrorClass.TIMEOUT,
    "status_timeout": ErrorClass.TIMEOUT,
    # UserAborted
    "user_rejected": ErrorClass.USER_ABORTED,
    "user_interrupted": ErrorClass.USER_ABORTED,
    "status_cancelled": ErrorClass.USER_ABORTED,
    # unknown
    "internal_exception": ErrorClass.UNKNOWN,
    "panic": ErrorClass.UNKNOWN,
    "protocol_error": ErrorClass.UNKNOWN,
    "unmatched": ErrorClass.UNKNOWN,
}

# The reason recorded when the harness named the class itself in error_type;
# it belongs to whichever class was named.
LABELLED_REASON = "labelled_by_harness"
