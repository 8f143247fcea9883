"""Rendering checks beyond the snapshots: Block Kit validity, chart shape, helpers."""

from __future__ import annotations

import doctest
import struct

import pytest
from slack_cases import CASES
from slack_fixtures import make_payload
from slack_sdk.models.blocks import Block

from toolwatch.alerts import slack_blocks
from toolwatch.alerts.chart import render_chart
from toolwatch.alerts.slack_blocks import render_message


@pytest.mark.parametrize("name", sorted(CASES))
def test_rendered_blocks_are_valid_block_kit(name):
    rendered = CASES[name]()
    assert 0 < len(rendered.blocks) <= 50
    for data in rendered.blocks:
        block = Block.parse(data)
        block.validate_json()  # slack_sdk raises SlackObjectFormationError on a malformed block
        assert block.to_dict() == data


def test_render_needs_an_alert():
    with pytest.raises(ValueError, match="at least one alert"):
        render_message([])


def test_a_large_burst_stays_within_the_block_limit():
    rendered = render_message([make_payload(i, model=f"model-{i}") for i in range(30)])
    assert len(rendered.blocks) <= 50
    assert "and 22 more alerts" in rendered.blocks[-1]["elements"][0]["text"]


def _png_size(png: bytes) -> tuple[int, int]:
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", png[16:24])


def test_chart_has_one_panel_per_alert_and_needs_a_series():
    one = render_chart([make_payload(1, series_points=48)])
    two = render_chart([make_payload(1, series_points=48), make_payload(2, kind="unknown_threshold", series_points=48)])
    (w1, h1), (w2, h2) = _png_size(one), _png_size(two)
    assert w1 == w2 and h2 > 1.8 * h1
    assert render_chart([make_payload(1, series_points=0)]) is None


def test_helper_doctests():
    failures, tried = doctest.testmod(slack_blocks)
    assert tried > 0 and failures == 0
