"""A real S3 API on loopback (moto's server) for the object-store tests.

Objects are written with boto3 (moto's own dependency), not with toolwatch
or DuckDB, so what the tests read back was put there independently of the
code under test.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

import httpx

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
    port = port or free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    server = S3Server(f"127.0.0.1:{port}", process)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            httpx.get(server.url + "/", timeout=1)
            return server
        except httpx.TransportError:
            if process.poll() is not None:
                raise RuntimeError("moto server exited at start") from None
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("moto server did not start within 60 s")
