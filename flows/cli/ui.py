"""``toolwatch ui``: serve the read-only web UI and Slack's /slack/actions with uvicorn.

Binding beyond loopback needs ``ui.token``: the pages show error messages from
the logs, which are redacted but still nobody else's business.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import sys
import threading

from toolwatch.flows.cli.output import console, settings_from


def register(sub, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "ui", parents=[common], help="read-only web UI: overview, alerts, fingerprints, tools; Slack actions",
        description="Serve the web UI over a copy of the warehouse (refreshed every ui.refresh when it changed, "
                    "so ingest and detect never wait for a page) and Slack's interactivity endpoint /slack/actions.",
    )
    p.add_argument("--host", help="address to bind (default: ui.host, 127.0.0.1)")
    p.add_argument("--port", type=int, help="port (default: ui.port, 8787)")
    p.set_defaults(handler=run_ui)


def check_binding(host: str, token: str) -> None:
    """Refuse a non-loopback address without ``ui.token``."""
    from toolwatch.warehouse.errors import ConfigError

    try:
        loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = False
    if not loopback and not token:
        raise ConfigError(f"refusing to serve the UI on {host} without ui.token: set [ui] token (or put it behind "
                          "a proxy that authenticates and bind 127.0.0.1)")


UI_NICENESS = 10


def lower_priority() -> None:
    """Yield the CPU to ingest and detect: nice the calling thread by ``UI_NICENESS``. On Linux a nice
    value belongs to a thread and the threads it starts inherit it, so in ``toolwatch serve`` (the UI in
    a thread beside the deployments) only the UI's threads — its event loop, the page renders, the
    snapshot copies — are lowered, not the process; elsewhere the whole process is."""
    if sys.platform == "linux":
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + UI_NICENESS))
    else:
        os.nice(UI_NICENESS)


def run_ui(args: argparse.Namespace) -> int:
    import uvicorn

    from toolwatch.flows.ui.app import create_app

    settings = settings_from(args)
    host = args.host or settings["ui.host"]
    port = args.port or settings["ui.port"]
    check_binding(host, settings["ui.token"])
    # The UI yields the CPU to ingest and detect: pages can wait a few ms, a 2-core ingest should not.
    lower_priority()
    app = create_app(settings)
    console(stderr=True).print(f"toolwatch UI on http://{host}:{port}/ (warehouse {settings.db_path})", markup=False)
    uvicorn.run(app, host=host, port=port, log_level="warning")
    return 0
