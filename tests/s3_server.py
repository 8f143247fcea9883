"""A real S3 API on loopback (moto's server) for the object-store tests.

Objects are written with boto3 (moto's own dependency), not with toolwatch
or DuckDB, so what the tests read back was put there independently of the
code under test.
"""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import threading
import uuid
from dataclasses import dataclass
from pathlib import Path

from toolwatch.warehouse.remote import ObjectStore


@dataclass
class S3Server:
    endpoint: str  # host:port
    process: subprocess.Popen

    @property
    def url(self) -> str:
        return f"http://{self.endpoint}"

    def store(self) -> ObjectStore:
        """How toolwatch reaches this server (moto accepts any key)."""
        return ObjectStore(endpoint=self.endpoint, url_style="path", use_ssl=False,
                           key_id="test-key-id", secret="test-secret-key")

    def client(self):
        import boto3

        return boto3.client("s3", endpoint_url=self.url, region_name="us-east-1",
                            aws_access_key_id="test-key-id", aws_secret_access_key="test-secret-key")

    def bucket(self) -> str:
        """A new, empty bucket for one test."""
        name = f"tw-{uuid.uuid4().hex[:12]}"
        self.client().create_bucket(Bucket=name)
        return name

    def put(self, bucket: str, key: str, body: bytes, public: bool = False) -> str:
        extra = {"ACL": "public-read"} if public else {}
        self.client().put_object(Bucket=bucket, Key=key, Body=body, **extra)
        return f"s3://{bucket}/{key}"

    def upload_tree(self, bucket: str, root: Path, prefix: str) -> list[str]:
        """Every file under ``root`` as ``prefix/<relative path>``; returns their s3:// URLs."""
        return [
            self.put(bucket, f"{prefix}/{path.relative_to(root).as_posix()}", path.read_bytes())
            for path in sorted(root.rglob("*")) if path.is_file()
        ]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start(port: int | None = None) -> S3Server:
    """moto's server on ``port``, returned once it listens (its start-up banner says so: no polling)."""
    port = port or free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    listening = threading.Event()

    def read_log() -> None:
        # Werkzeug prints "Running on" after binding the socket; keep draining so the pipe never fills.
        assert process.stderr is not None
        with process.stderr:
            for line in process.stderr:
                if "Running on" in line:
                    listening.set()
        listening.set()  # exited: let start() see it

    threading.Thread(target=read_log, daemon=True).start()
    if listening.wait(timeout=180) and process.poll() is None:
        return S3Server(f"127.0.0.1:{port}", process)
    process.kill()
    process.wait()
    raise RuntimeError(f"moto server did not start (exit code {process.returncode})")


class Forwarder:
    """A TCP port that forwards to ``target`` (host:port) from the moment :meth:`open` returns.

    Makes a store appear at once, already filled: a server started on the port itself
    would be reachable (and empty) while the test is still creating its bucket.
    """

    def __init__(self, port: int, target: str) -> None:
        self.port, self.target = port, target
        self.listener = socket.socket()
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listener.bind(("127.0.0.1", port))  # bound now, refusing connections until open()

    def open(self) -> None:
        self.listener.listen(16)
        threading.Thread(target=self._accept, daemon=True).start()

    def close(self) -> None:
        self.listener.close()

    def _accept(self) -> None:
        host, port = self.target.rsplit(":", 1)
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return  # closed
            upstream = socket.create_connection((host, int(port)))
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            # The first side to finish ends the connection both ways; closing twice is harmless.
            for sock in (source, sink):
                with contextlib.suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)
                sock.close()
