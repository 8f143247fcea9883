"""A plain-text view of rendered Block Kit messages: what the local sink prints and snapshots store.

Without ``readable`` the text is exactly what Slack receives (escapes, date
tokens), which is what a reviewer checks in a snapshot diff; with it, Slack's
date tokens become their fallback text and entities are unescaped, for a terminal.
"""

from __future__ import annotations

import re
from html import unescape
from typing import Any

_SLACK_TOKEN = re.compile(r"<(!date\^[^|>]*\|([^>]*)|([^|>]+)\|([^>]*))>")


def _readable(text: str) -> str:
    def sub(m: re.Match[str]) -> str:
        if m.group(2) is not None:
            return m.group(2)
        return f"{m.group(4)} ({m.group(3)})"

    return unescape(_SLACK_TOKEN.sub(sub, text))


def blocks_to_text(blocks: list[dict[str, Any]], *, readable: bool = False) -> str:
    """A plain-text view of rendered blocks: the local sink's output and the snapshot format.

    ``readable`` turns Slack's date tokens and entities back into plain text for
    a terminal; without it the text is exactly what Slack receives.
    """
    conv = _readable if readable else (lambda s: s)
    lines: list[str] = []
    for block in blocks:
        kind = block.get("type")
        if kind == "header":
            lines.append(f"# {conv(block['text']['text'])}")
        elif kind == "section":
            if "text" in block:
                lines.append(conv(block["text"]["text"]))
            for f in block.get("fields", []):
                lines.append("  | " + conv(f["text"]).replace("\n", " "))
        elif kind == "context":
            lines.append("  (" + " · ".join(conv(e.get("text", "")) for e in block["elements"]) + ")")
        elif kind == "divider":
            lines.append("---")
        elif kind == "actions":
            lines.append("  " + "  ".join(f"[{e['text']['text']}]({e.get('url', '')})" for e in block["elements"]))
        else:
            lines.append(f"[{kind}]")
    return "\n".join(lines)
