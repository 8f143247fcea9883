"""Bad detection settings are clear errors; a failed evaluation loses nothing and leaves no half state."""

from __future__ import annotations

import pytest
from detect_rollups import START, Series, at_bucket_end, constant, write

from toolwatch.alerts.policy import AlertLifecycle
from toolwatch.detectors.evaluate import Evaluator
from toolwatch.flows.settings import load_settings
from toolwatch.flows.steps import run_detection
from toolwatch.flows.wiring import detect_config, lifecycle_config
from toolwatch.warehouse.errors import ConfigError


def settings_with(tmp_path, text: str):
    path = tmp_path / "custom.toml"  # not ./toolwatch.toml, which load_settings() would pick up by default
    path.write_text(text)
    return load_settings(config_path=path)


@pytest.mark.parametrize(("toml", "message"), [
    ('[detect]\nwindows = ["7m"]\n', "not a whole number of 300s buckets"),
    ('[detect]\nwindows = []\n', "non-empty list of durations"),
    ("[detect]\nfdr = 1.5\n", "detect.fdr = 1.5 must be a number above 0 and below 1"),
    ("[detect.tools.web_search]\nunknown_rate = 0.02\n", "unknown keys ['unknown_rate']"),
    ('[detect]\nadapt_after = "soon"\n', "detect.adapt_after = 'soon' must be a duration"),
], ids=["window", "no-windows", "fdr", "tool-key", "duration"])
def test_bad_detection_settings_are_config_errors(tmp_path, toml, message):
    with pytest.raises(ConfigError, match=message.replace("[", r"\[").replace("]", r"\]")):
        detect_config(settings_with(tmp_path, toml), 300)


def test_per_tool_overrides_change_the_decision(tmp_path):
    # edit_file's unknown rate is 2 %: over the default 0.5 % threshold, well under a 5 % override.
    from toolwatch import warehouse

    series = [Series("edit_file", "m", constant(100.0), {"unknown": constant(0.02)})]
    overridden = settings_with(tmp_path, "[detect.tools.edit_file]\nunknown_rate_threshold = 0.05\n")
    opened = {}
    for name, settings in (("override", overridden), ("default", load_settings())):
        with warehouse.connect(tmp_path / f"{name}.duckdb") as wh:
            write(wh, series, 0, 30)
            report = run_detection(wh, detect_config(settings, 300), lifecycle_config(settings), at_bucket_end(30))
            opened[name] = [e.alert_key for e in report.events if e.event == "opened"]
    assert opened == {"override": [], "default": ["unknown_threshold|edit_file|*|unknown"]}


def test_a_failure_mid_run_rolls_back_alerts_outbox_and_state(wh):
    series = [Series("edit_file", "m", constant(100.0), {"unknown": lambda t: 0.05 if t >= 20 else 0.0005})]
    write(wh, series, 0, 40)
    settings = load_settings()
    evaluator = Evaluator(wh, detect_config(settings, 300))
    policy = AlertLifecycle(wh, lifecycle_config(settings))

    def handle(result):
        policy.apply(result)
        if result.bucket >= START + (at_bucket_end(30) - at_bucket_end(0)):
            raise RuntimeError("the process died here")

    with pytest.raises(RuntimeError):
        evaluator.run(START, START + (at_bucket_end(40) - at_bucket_end(1)), handle, policy.flush)
    assert any(e.event == "opened" for e in policy.events)  # it had opened an alert before dying
    counts = wh.con.execute("SELECT (SELECT count(*) FROM alerts), (SELECT count(*) FROM outbox), "
                            "(SELECT count(*) FROM detector_series), (SELECT count(*) FROM detect_evaluations)").fetchone()
    assert counts == (0, 0, 0, 0)
    assert wh.meta_get("detect.last_bucket") is None
    # Run again: the same alert opens, exactly once.
    report = run_detection(wh, detect_config(settings, 300), lifecycle_config(settings), at_bucket_end(40))
    assert [e.event for e in report.events if e.event == "opened"] == ["opened"]
    assert wh.con.execute("SELECT count(*) FROM outbox").fetchone()[0] == len(report.events)
