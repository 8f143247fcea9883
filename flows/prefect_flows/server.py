"""A Prefect API for ``toolwatch serve``: the configured one, or a local server we supervise.

Prefect schedules cron runs only against a running API server; on the
temporary in-process one, ``serve`` warns and runs nothing. So when
``PREFECT_API_URL`` is not set (environment or Prefect profile), ``serve``
starts ``prefect server start`` on a free loopback port, waits until
``/api/health`` answers, and stops it on exit.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager

from toolwatch.warehouse.errors import ToolwatchError


class ServerError(ToolwatchError):
    """The local Prefect server could not be started."""


def configured_api_url() -> str | None:
    """``PREFECT_API_URL`` as Prefect itself resolves it (environment, then profile)."""
    from prefect.settings import PREFECT_API_URL

    return PREFECT_API_URL.value() or None


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_healthy(url: str, process: subprocess.Popen | None, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise ServerError(f"prefect server exited with code {process.returncode} before it was ready")
        try:
            with urllib.request.urlopen(f"{url}/health", timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.5)
    raise ServerError(f"prefect server at {url} did not answer /health within {timeout:.0f} s")


@contextmanager
def local_server(timeout: float = 120.0, log_path: str | None = None) -> Iterator[str]:
    """Start ``prefect server start`` on 127.0.0.1:<free port>; yield its API URL; stop it after."""
    port = free_port()
    url = f"http://127.0.0.1:{port}/api"
    log = open(log_path, "ab") if log_path else None  # noqa: SIM115 - closed below
    command = [sys.executable, "-m", "prefect", "server", "start", "--host", "127.0.0.1",
               "--port", str(port), "--analytics-off"]
    env = {k: v for k, v in os.environ.items() if k != "PREFECT_API_URL"}
    try:
        # Its own session: Ctrl-C reaches serve only, which pauses its deployments
        # through the still-running server before stopping it below.
        process = subprocess.Popen(command, stdout=log or subprocess.DEVNULL, stderr=subprocess.STDOUT, env=env,
                                   start_new_session=True)
    except OSError as exc:
        if log is not None:
            log.close()
        raise ServerError(f"cannot start prefect server: {exc}") from exc
    try:
        wait_healthy(url, process, timeout)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if log is not None:
            log.close()
