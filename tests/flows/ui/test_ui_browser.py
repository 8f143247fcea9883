"""Every page in a real headless Chromium (the distribution's, driven by selenium): the rendered DOM,
not the HTML we meant to send. Screenshots go to toolwatch-out/screenshots/."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SHOTS = ROOT / "toolwatch-out" / "screenshots"


@pytest.fixture(scope="module")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    assert chromium and driver_path, "`make test` installs chromium and chromium-driver (apt-get)"
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1200,1000", "--hide-scrollbars"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_page_load_timeout(60)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="module")
def site(built, tmp_path_factory):
    from ui_fixtures import Served

    from toolwatch.flows.ui.app import create_app

    served = Served(create_app(built.settings(), snapshot_dir=tmp_path_factory.mktemp("snap")))
    try:
        yield served
    finally:
        served.stop()


def _load(browser, site, path: str, shot: str):
    from selenium.webdriver.common.by import By

    browser.get(site.url + path)
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(SHOTS / f"{shot}.png"))
    assert browser.find_elements(By.TAG_NAME, "script") == [], "the pages carry no script at all"
    return By


def _alert(built, alert_id: int) -> dict:
    from toolwatch import warehouse

    with warehouse.connect(built.db, read_only=True) as wh:
        row = wh.rows("ui_alert", {"alert_id": alert_id})[0]
    return json.loads(row["evidence"])


def test_overview_lists_alert_events_health_and_small_multiples(browser, site, built):
    By = _load(browser, site, "/", "overview")
    assert browser.title == "Overview · toolwatch"
    events = browser.find_element(By.ID, "events").text
    assert f"#{built.hostile_alert}" in events and "opened" in events
    assert "files loaded" in browser.find_element(By.ID, "ingest-health").text
    assert len(browser.find_elements(By.CSS_SELECTOR, ".tool-multiples svg.spark")) >= 5


def test_alert_page_shows_its_numbers_chart_and_hostile_text_escaped_and_redacted(browser, site, built):
    evidence = _alert(built, built.hostile_alert)
    By = _load(browser, site, f"/alerts/{built.hostile_alert}", "alert")
    assert browser.find_element(By.ID, "errors-calls").text == f"{evidence['errors']:,} / {evidence['calls']:,}"
    chart = browser.find_element(By.CSS_SELECTOR, "svg.chart")
    assert chart.find_elements(By.CSS_SELECTOR, "path.rate, circle.rate")
    assert chart.find_elements(By.CSS_SELECTOR, "rect.incident")
    sample = browser.find_element(By.CSS_SELECTOR, "pre.sample").text
    assert '<script>alert("pwned")</script>' in sample  # shown as text, never run
    assert "[REDACTED:" in sample and "sk-proj-Abcdefghij" not in browser.page_source
    assert [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#lifecycle .pill")][0] == "opened"


def test_fingerprint_page_has_breakdowns_sessions_and_the_label_command(browser, site, built):
    evidence = _alert(built, built.hostile_alert)
    fp = evidence["top_fingerprints"][0]["fingerprint"]
    By = _load(browser, site, f"/fingerprints/{fp}", "fingerprint")
    assert browser.find_element(By.ID, "label-command").text.startswith(f"toolwatch label {fp} unknown")
    assert "gpt-5" in browser.find_element(By.ID, "by-model").text
    assert "1.4.2" in browser.find_element(By.ID, "by-harness_version").text
    assert browser.find_element(By.ID, "fp-errors").text == "40"
    assert browser.find_elements(By.CSS_SELECTOR, "svg.bars rect")
    assert "sk-proj-Abcdefghij" not in browser.page_source


def test_tool_page_shows_every_series_the_detector_keeps(browser, site, built):
    from toolwatch import warehouse

    with warehouse.connect(built.db, read_only=True) as wh:
        kept = wh.con.execute("SELECT count(*) FROM detector_series WHERE tool = 'read_file'").fetchone()[0]
    By = _load(browser, site, "/tools/read_file", "tool")
    rows = browser.find_elements(By.CSS_SELECTOR, "#series tr")[1:]
    assert len(rows) == kept > 0
    assert len(browser.find_elements(By.CSS_SELECTOR, "#series svg.spark")) == kept


def test_alert_history_filters_by_tool_and_kind(browser, site, built):
    By = _load(browser, site, "/alerts?tool=edit_file&kind=unknown_threshold", "alerts")
    rows = browser.find_elements(By.CSS_SELECTOR, "#alerts tr")[1:]
    assert rows and all("edit_file" in r.text and "unknown_threshold" in r.text for r in rows)
