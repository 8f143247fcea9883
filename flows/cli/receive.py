"""``toolwatch receive``: the OTLP/HTTP and hook-event receiver, in the foreground."""

from __future__ import annotations

import argparse
from typing import Any


def register(sub: Any, common: argparse.ArgumentParser) -> None:
    p = sub.add_parser(
        "receive",
        parents=[common],
        help="accept OTLP/HTTP traces (/v1/traces) and hook events (/v1/events) into the spool",
        description=(
            "Listen for OTLP/HTTP trace exports (protobuf or JSON, gzip) at /v1/traces and for "
            "`toolwatch hook --url` events at /v1/events, and write each request to the spool "
            "atomically; `toolwatch serve` ingests the spool on every detect run. With "
            "TOOLWATCH_TOKEN set, requests need `Authorization: Bearer <token>`; without it, only "
            "loopback addresses are allowed."
        ),
    )
    p.add_argument("--host", metavar="H", help="address (default: setting receive.host, 127.0.0.1)")
    p.add_argument("--port", type=int, metavar="N", help="port (default: setting receive.port, 4318; 0 = any free)")
    p.add_argument("--spool", metavar="DIR", help="spool folder (default: setting serve.spool_dir)")
    p.set_defaults(handler=run_receive)


def run_receive(args: argparse.Namespace) -> int:
    from toolwatch.flows.cli.output import print_json, settings_from
    from toolwatch.flows.intake.receiver import ReceiverRefused, start_receiver, stop_receiver
    from toolwatch.flows.wiring import receiver_options
    from toolwatch.warehouse.errors import ConfigError

    settings = settings_from(args)
    options = receiver_options(settings, args.host, args.port, args.spool)
    try:
        server, thread = start_receiver(options)
    except ReceiverRefused as exc:
        raise ConfigError(str(exc)) from exc
    except OSError as exc:
        raise ConfigError(f"cannot listen on {options.host}:{options.port}: {exc}") from exc
    where = {"url": f"http://{options.host}:{server.port}", "spool": str(options.spool),
             "auth": "bearer token" if options.token else "none (loopback only)"}
    if args.json:
        print_json(where)
    else:
        print(f"receiving at {where['url']}/v1/traces and /v1/events → {where['spool']} (auth: {where['auth']})",
              flush=True)
    try:
        thread.join()
    except KeyboardInterrupt:
        pass
    finally:
        stop_receiver(server, thread)
        if not args.json:
            print(f"stopped: {server.accepted:,} spans/events accepted, {server.rejected:,} rejected")
    return 0
