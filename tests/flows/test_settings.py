"""Settings: the object-store table and the AWS variables it takes from the environment; the UI's token."""

from __future__ import annotations

import pytest

from toolwatch.flows.settings import load_settings
from toolwatch.flows.wiring import object_store_from
from toolwatch.warehouse.errors import ConfigError

AWS = {"AWS_ACCESS_KEY_ID": "AKIAEXAMPLEKEY00", "AWS_SECRET_ACCESS_KEY": "s3cr3t/value", "AWS_REGION": "eu-west-1"}


def test_aws_variables_reach_the_object_store_and_never_its_repr(tmp_path):
    settings = load_settings(environ=AWS)
    store = object_store_from(settings)
    assert (store.key_id, store.secret, store.region) == ("AKIAEXAMPLEKEY00", "s3cr3t/value", "eu-west-1")
    assert "s3cr3t" not in repr(store) and "s3cr3t" not in repr(settings)
    shipped = object_store_from(settings, credentials=False)
    assert (shipped.key_id, shipped.secret, shipped.region) == (None, None, "eu-west-1")


def test_a_region_in_the_config_wins_over_aws_region(tmp_path):
    config = tmp_path / "toolwatch.toml"
    config.write_text('[ingest.s3]\nregion = "us-west-2"\nendpoint = "minio.internal:9000"\nurl_style = "path"\n')
    store = object_store_from(load_settings(config_path=config, environ=AWS))
    assert (store.region, store.endpoint, store.url_style) == ("us-west-2", "minio.internal:9000", "path")


@pytest.mark.parametrize("body, message", [
    ('[ingest.s3]\nuse_ssl = "no"\n', "ingest.s3.use_ssl must be bool"),
    ('[ingest.s3]\nbucket = "logs"\n', "unknown setting 'ingest.s3.bucket'"),
    ('[ingest.s3]\nurl_style = "virtual"\n', "url_style"),
], ids=["wrong-type", "unknown-key", "bad-url-style"])
def test_object_store_settings_are_checked(tmp_path, body, message):
    config = tmp_path / "toolwatch.toml"
    config.write_text(body)
    with pytest.raises(ConfigError, match=message):
        object_store_from(load_settings(config_path=config, environ={}))


UI_TOKEN_CASES = [
    ("none", "", {}, ""),
    ("file_only", 'token = "from-file-0123"\n', {}, "from-file-0123"),
    ("environment_only", "", {"TOOLWATCH_UI_TOKEN": "from-env-4567"}, "from-env-4567"),
    ("environment_wins", 'token = "from-file-0123"\n', {"TOOLWATCH_UI_TOKEN": "from-env-4567"}, "from-env-4567"),
    ("empty_variable_is_unset", 'token = "from-file-0123"\n', {"TOOLWATCH_UI_TOKEN": ""}, "from-file-0123"),
]


@pytest.mark.parametrize(("name", "in_file", "environ", "expected"), UI_TOKEN_CASES, ids=[c[0] for c in UI_TOKEN_CASES])
def test_the_ui_token_comes_from_the_file_or_the_environment(tmp_path, name, in_file, environ, expected):
    config = tmp_path / "toolwatch.toml"
    config.write_text("[ui]\n" + in_file)
    settings = load_settings(config_path=config, environ=environ)
    assert settings["ui.token"] == expected
    assert not expected or expected not in repr(settings)
