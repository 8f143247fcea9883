"""The README's configuration table is generated from the settings table, and stays in sync."""

from __future__ import annotations

from pathlib import Path

from toolwatch.flows.settings import SETTINGS, settings_markdown

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_lists_every_setting_as_declared():
    text = README.read_text()
    block = text.split("<!-- settings:begin -->")[1].split("<!-- settings:end -->")[0].strip()
    assert block == settings_markdown(), "regenerate with: make settings-table"
    for setting in SETTINGS:
        assert f"] {setting.name.rpartition('.')[2]}`" in block


def test_readme_shows_the_two_commands():
    text = README.read_text()
    assert "make demo" in text and "make test" in text
