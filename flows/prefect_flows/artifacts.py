"""Per-run Prefect artifacts: a Markdown summary and a table of the alerts open now.

Tool names, models and messages come from logs: the Markdown summary is
escaped and secret-redacted; table cells (shown as plain text by the Prefect
UI) are secret-redacted and truncated.
"""

from __future__ import annotations

from typing import Any

from toolwatch.detectors.redact import redact_secrets, safe_markdown, truncate

OPEN_ALERTS_KEY = "toolwatch-open-alerts"


def summary_markdown(title: str, sections: dict[str, dict[str, Any]]) -> str:
    """``# title`` then one ``| what | count |`` table per section.

    >>> print(summary_markdown("detect", {"alerts": {"opened": 1}}))
    # detect
    <BLANKLINE>
    ## alerts
    <BLANKLINE>
    | what | value |
    |---|---|
    | opened | 1 |
    <BLANKLINE>
    """
    lines = [f"# {safe_markdown(title)}", ""]
    for name, values in sections.items():
        lines += [f"## {safe_markdown(name)}", "", "| what | value |", "|---|---|"]
        for key, value in values.items():
            cell = safe_markdown(str(value)).replace("|", "\\|")
            lines.append(f"| {safe_markdown(key)} | {cell} |")
        lines.append("")
    return "\n".join(lines)


def open_alert_rows(wh) -> list[dict[str, Any]]:
    """The open alerts as flat, redacted rows (empty before the detect schema exists)."""
    try:
        rows = wh.rows("alerts_open")
    except Exception:  # noqa: BLE001 - no alerts table yet: nothing is open
        return []
    return [
        {"alert_id": r["alert_id"], "kind": r["kind"], "tool": _cell(r["tool"]),
         "model": _cell(r["model"] or "*"), "error_class": r["error_class"],
         "opened_at": f"{r['opened_at']:%Y-%m-%d %H:%M}Z", "last_seen_at": f"{r['last_seen_at']:%Y-%m-%d %H:%M}Z"}
        for r in rows
    ]


def _cell(text: str) -> str:
    return truncate(redact_secrets(text), 200)


def publish(key: str, title: str, sections: dict[str, dict[str, Any]], open_alerts: list[dict[str, Any]]) -> None:
    """Create both artifacts for the current flow run."""
    from prefect.artifacts import create_markdown_artifact, create_table_artifact

    create_markdown_artifact(markdown=summary_markdown(title, sections), key=key, description=title)
    create_table_artifact(
        table=open_alerts or [{"alert_id": "", "kind": "no open alerts", "tool": "", "model": "",
                               "error_class": "", "opened_at": "", "last_seen_at": ""}],
        key=OPEN_ALERTS_KEY,
        description=f"{len(open_alerts)} open alert(s) after this run",
    )
