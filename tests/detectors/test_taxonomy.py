"""The six classes are a contract: exact names, one-line descriptions, only unknown unexpected."""

from __future__ import annotations

import pytest

from toolwatch.detectors.rules import load_ruleset
from toolwatch.detectors.taxonomy import LABELLED_REASON, REASONS, ErrorClass


def test_exactly_the_six_contract_names():
    assert [c.value for c in ErrorClass] == [
        "InvalidArguments", "UnexpectedEnvironment", "ProviderError", "Timeout", "UserAborted", "unknown",
    ]


@pytest.mark.parametrize("cls", list(ErrorClass), ids=str)
def test_description_is_one_line(cls):
    assert cls.description and "\n" not in cls.description and len(cls.description) < 160


def test_only_unknown_is_unexpected():
    assert {c for c in ErrorClass if not c.expected} == {ErrorClass.UNKNOWN}


def test_parse_names_the_choices():
    assert ErrorClass.parse("Timeout") is ErrorClass.TIMEOUT
    with pytest.raises(ValueError, match="InvalidArguments, UnexpectedEnvironment"):
        ErrorClass.parse("timeout_error")


def test_every_shipped_rule_reason_is_documented_under_its_class():
    wrong = [
        (rule.id, rule.reason, rule.error_class.value)
        for rule in load_ruleset().rules
        if rule.reason != LABELLED_REASON and REASONS.get(rule.reason) is not rule.error_class
    ]
    assert not wrong
