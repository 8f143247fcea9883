"""Draft rules for an operator's first day: the templates no rule explains, with a class and a rule.

``toolwatch rules suggest`` lists the stored templates with the most errors
whose rule is ``fallback`` (unmatched) or ``learned``, with the learned
model's proposed class, its confidence and a draft rule: the template turned
back into a regex that means the same in Python and RE2 (DuckDB). ``--write``
appends the drafts the model is confident about to the user's rules file, in
the format :mod:`toolwatch.detectors.rules` loads, so the next ingest matches
them with the SQL path and the class no longer depends on the model.
Templates the model thinks are bugs get no rule: they are what tickets are for.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolwatch.detectors.classify import fingerprint
from toolwatch.detectors.learned import LearnedFallback
from toolwatch.detectors.normalize import PLACEHOLDERS, TEMPLATE_MAX_CHARS
from toolwatch.detectors.redact import redact_secrets
from toolwatch.detectors.rules import check_regex, load_ruleset
from toolwatch.warehouse.db import Warehouse
from toolwatch.warehouse.errors import RulesError

# A placeholder stands for text the normaliser replaced; '.*' never crosses a
# line in either engine, and no placeholder's text spans one except the edit
# payload's <str>, which runs to the end of the message and is dropped as the
# draft's tail. The names come from the normaliser's table: a hand-kept list
# missed <bool>, <date>, <time> and <host> once they were added there, and the
# drafts then required the literal text '<bool>'.
_PLACEHOLDER = re.compile("<(?:" + "|".join(PLACEHOLDERS) + ")>")
_SPECIAL = set("\\.^$|?*+()[]{}")
_WHITESPACE = r"[ \t\r\n]+"


@dataclass(frozen=True)
class Suggestion:
    tool: str
    error_type: str | None
    template: str
    errors: int
    rule_id: str  # what classifies it today: fallback or learned
    error_class: str
    reason: str
    confidence: float
    assigned: bool
    regex: str | None
    neighbours: list[dict[str, Any]]
    messages: list[str]

    @property
    def draft_id(self) -> str:
        return "suggested-" + fingerprint(self.tool, self.error_class, self.reason, self.template)[:10]

    def draft_rule(self) -> dict[str, Any] | None:
        """The rule table to append, or None for a template the model would leave ``unknown``."""
        if not self.assigned or self.regex is None:
            return None
        return {"id": self.draft_id, "class": self.error_class, "reason": self.reason, "tool": [self.tool],
                "message": self.regex,
                "note": f"drafted by toolwatch rules suggest from {self.errors} errors (learned confidence {self.confidence:.2f})"}

    def to_dict(self) -> dict[str, Any]:
        return {"tool": self.tool, "error_type": self.error_type, "template": redact_secrets(self.template),
                "errors": self.errors,
                "rule": self.rule_id, "proposed_class": self.error_class, "reason": self.reason,
                "confidence": round(self.confidence, 3), "draft_rule": self.draft_rule(),
                "neighbours": self.neighbours}


def regex_from_template(template: str) -> str | None:
    r"""A portable regex found in every message that normalises to ``template``.

    Literal text is escaped, runs of spaces match any whitespace the
    normaliser collapsed, placeholders match anything on the line. A template
    cut at the length limit matches the message's beginning.

    >>> print(regex_from_template("File not found: <path> (code <int>)"))
    File[ \t\r\n]+not[ \t\r\n]+found:[ \t\r\n]+.*[ \t\r\n]+\(code[ \t\r\n]+.*\)
    """
    text = template
    if len(text) >= TEMPLATE_MAX_CHARS:
        cut = text.rfind("<")
        if cut >= 0 and ">" not in text[cut:]:
            text = text[:cut]  # a placeholder cut in half by the length limit
    text = text.strip()
    if not _PLACEHOLDER.sub("", text).strip():
        return None  # nothing literal left: a rule would match everything
    parts: list[str] = []
    pos = 0
    for match in _PLACEHOLDER.finditer(text):
        parts.append(_literal(text[pos:match.start()]))
        parts.append(".*")
        pos = match.end()
    parts.append(_literal(text[pos:]))
    pattern = "".join(parts)
    while ".*.*" in pattern:
        pattern = pattern.replace(".*.*", ".*")
    return pattern.removeprefix(".*").removesuffix(".*")  # searched, so ends that match anything say nothing


def _literal(text: str) -> str:
    out = []
    for part in re.split(r"( +)", text):
        if part.startswith(" "):
            out.append(_WHITESPACE)
        else:
            out.append("".join("\\" + c if c in _SPECIAL else c for c in part))
    return "".join(out)


def suggest(wh: Warehouse, fallback: LearnedFallback, *, limit: int = 20) -> list[Suggestion]:
    rows = wh.rows("suggest_templates", {"limit": limit})
    predictions = fallback.predict_many([(r["tool"], r["error_type"], r["template"]) for r in rows])
    out = []
    for row, p in zip(rows, predictions, strict=True):
        template = row["template"] or ""
        # A template still holding a secret gets no draft: the rule would copy it into a rules file.
        regex = regex_from_template(template) if redact_secrets(template) == template else None
        if regex is not None:
            try:
                check_regex(regex, "draft")
            except RulesError:
                regex = None
        out.append(Suggestion(
            tool=row["tool"], error_type=row["error_type"], template=row["template"], errors=int(row["errors"]),
            rule_id=row["rule_id"], error_class=p.error_class.value, reason=p.reason, confidence=p.confidence,
            assigned=p.assigned, regex=regex, neighbours=[n.to_dict() for n in p.neighbours],
            messages=list(row["messages"] or [])))
    return out


def _toml_value(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    # JSON string escapes are valid TOML basic-string escapes.
    return json.dumps(value, ensure_ascii=False)


def append_rules(path: Path, suggestions: list[Suggestion]) -> list[str]:
    """Append the draft rules of ``suggestions`` to the rules file at ``path``; returns the ids written.

    Drafts whose id the file already has are skipped, so re-running is safe;
    the result is loaded back with the shipped rules so a bad draft fails here.
    """
    existing: set[str] = set()
    if path.exists():
        existing = {r.id for r in load_ruleset(path).rules if r.origin == "file"}
        text = path.read_text(encoding="utf-8")
    else:
        text = ('# Rules drafted by `toolwatch rules suggest`; they run before the shipped defaults.\n'
                'version = "suggested.1"\n')
    written = []
    for s in suggestions:
        rule = s.draft_rule()
        if rule is None or rule["id"] in existing:
            continue
        if not text.endswith("\n"):
            text += "\n"
        text += "\n[[rule]]\n" + "".join(f"{key} = {_toml_value(value)}\n" for key, value in rule.items())
        existing.add(rule["id"])
        written.append(rule["id"])
    if written:
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        try:
            load_ruleset(tmp)
        finally:
            tmp.unlink()
        path.write_text(text, encoding="utf-8")
    return written
