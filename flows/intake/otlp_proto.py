"""OTLP/protobuf trace requests → the OTLP/JSON shape that ingest reads.

A small decoder of the protobuf wire format for exactly the messages of
``opentelemetry/proto/collector/trace/v1/trace_service.proto`` that ingest
uses, so the receiver needs no protobuf runtime. Output follows the OTLP/JSON
mapping: lowerCamelCase keys, trace and span ids as hex, 64-bit integers as
decimal strings. Unknown fields are skipped, as protobuf requires.
"""

from __future__ import annotations

import struct
from typing import Any


class ProtobufError(ValueError):
    """The body is not a well-formed protobuf message."""


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= len(data):
            raise ProtobufError("truncated varint")
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7
        if shift > 63:
            raise ProtobufError("varint too long")


def _fields(data: bytes):
    """(field number, wire type, value) for each field; length-delimited values are bytes."""
    pos = 0
    while pos < len(data):
        key, pos = _varint(data, pos)
        number, wire = key >> 3, key & 7
        value: int | bytes
        if wire == 0:
            value, pos = _varint(data, pos)
        elif wire == 1:
            if pos + 8 > len(data):
                raise ProtobufError("truncated fixed64")
            value, pos = data[pos:pos + 8], pos + 8
        elif wire == 2:
            size, pos = _varint(data, pos)
            if pos + size > len(data):
                raise ProtobufError("truncated length-delimited field")
            value, pos = data[pos:pos + size], pos + size
        elif wire == 5:
            if pos + 4 > len(data):
                raise ProtobufError("truncated fixed32")
            value, pos = data[pos:pos + 4], pos + 4
        else:
            raise ProtobufError(f"unsupported wire type {wire}")
        yield number, wire, value


def _signed(value: int) -> int:
    return value - (1 << 64) if value >= 1 << 63 else value


def _text(value: bytes) -> str:
    return value.decode("utf-8", errors="replace")


def _any_value(data: bytes) -> dict[str, Any]:
    for number, _, value in _fields(data):
        if number == 1:
            return {"stringValue": _text(value)}
        if number == 2:
            return {"boolValue": bool(value)}
        if number == 3:
            return {"intValue": str(_signed(value))}
        if number == 4:
            return {"doubleValue": struct.unpack("<d", value)[0]}
        if number == 5:
            return {"arrayValue": {"values": [_any_value(v) for n, _, v in _fields(value) if n == 1]}}
        if number == 6:
            return {"kvlistValue": {"values": [_key_value(v) for n, _, v in _fields(value) if n == 1]}}
        if number == 7:
            return {"bytesValue": value.hex()}
    return {}


def _key_value(data: bytes) -> dict[str, Any]:
    out: dict[str, Any] = {"key": "", "value": {}}
    for number, _, value in _fields(data):
        if number == 1:
            out["key"] = _text(value)
        elif number == 2:
            out["value"] = _any_value(value)
    return out


def _fixed64(value: bytes) -> str:
    return str(struct.unpack("<Q", value)[0])


def _event(data: bytes) -> dict[str, Any]:
    out: dict[str, Any] = {"attributes": []}
    for number, _, value in _fields(data):
        if number == 1:
            out["timeUnixNano"] = _fixed64(value)
        elif number == 2:
            out["name"] = _text(value)
        elif number == 3:
            out["attributes"].append(_key_value(value))
    return out


def _status(data: bytes) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for number, _, value in _fields(data):
        if number == 2:
            out["message"] = _text(value)
        elif number == 3:
            out["code"] = value
    return out


def _span(data: bytes) -> dict[str, Any]:
    out: dict[str, Any] = {"attributes": [], "events": []}
    for number, _, value in _fields(data):
        if number == 1:
            out["traceId"] = value.hex()
        elif number == 2:
            out["spanId"] = value.hex()
        elif number == 4:
            out["parentSpanId"] = value.hex()
        elif number == 5:
            out["name"] = _text(value)
        elif number == 6:
            out["kind"] = value
        elif number == 7:
            out["startTimeUnixNano"] = _fixed64(value)
        elif number == 8:
            out["endTimeUnixNano"] = _fixed64(value)
        elif number == 9:
            out["attributes"].append(_key_value(value))
        elif number == 11:
            out["events"].append(_event(value))
        elif number == 15:
            out["status"] = _status(value)
    return out


def _scope_spans(data: bytes) -> dict[str, Any]:
    out: dict[str, Any] = {"spans": []}
    for number, _, value in _fields(data):
        if number == 1:
            names = {1: "name", 2: "version"}
            out["scope"] = {names[n]: _text(v) for n, _, v in _fields(value) if n in names}
        elif number == 2:
            out["spans"].append(_span(value))
    return out


def _resource_spans(data: bytes) -> dict[str, Any]:
    out: dict[str, Any] = {"resource": {"attributes": []}, "scopeSpans": []}
    for number, _, value in _fields(data):
        if number == 1:
            out["resource"]["attributes"] = [_key_value(v) for n, _, v in _fields(value) if n == 1]
        elif number == 2:
            out["scopeSpans"].append(_scope_spans(value))
        elif number == 3:
            out["schemaUrl"] = _text(value)
    return out


def decode_trace_request(data: bytes) -> dict[str, Any]:
    """An ``ExportTraceServiceRequest`` in protobuf → its OTLP/JSON document."""
    try:
        return {"resourceSpans": [_resource_spans(v) for n, _, v in _fields(data) if n == 1]}
    except (struct.error, IndexError) as exc:
        raise ProtobufError(str(exc)) from exc


def _encode_varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode_trace_response(rejected_spans: int = 0, error_message: str = "") -> bytes:
    """An ``ExportTraceServiceResponse``: empty on full success, else its ``partial_success``."""
    if not rejected_spans and not error_message:
        return b""
    inner = b""
    if rejected_spans:
        inner += b"\x08" + _encode_varint(rejected_spans)
    if error_message:
        text = error_message.encode("utf-8")
        inner += b"\x12" + _encode_varint(len(text)) + text
    return b"\x0a" + _encode_varint(len(inner)) + inner
