"""The read-only web UI: a Starlette app rendering jinja2 pages over a copy of the warehouse.

Pages: ``/`` overview, ``/alerts`` history with filters, ``/alerts/{id}``,
``/fingerprints/{fp}``, ``/tools/{tool}``; ``POST /slack/actions`` takes Slack's
button presses (:mod:`toolwatch.flows.ui.actions`). Pages read a snapshot copy
(:class:`toolwatch.warehouse.snapshot.Snapshot`), so loading them never holds
up ingest or detect; each page is rendered once per copy and kept
(:mod:`toolwatch.flows.ui.cache`). Text from logs is redacted here and HTML-escaped by
jinja2's autoescape; charts are inline SVG (:mod:`toolwatch.flows.ui.svg`).
With ``ui.token`` set every page needs it; ``/slack/actions`` is checked by
Slack's signature instead.
"""

from __future__ import annotations

import contextlib
import hmac
import shutil
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from toolwatch.flows import wiring
from toolwatch.flows.settings import Settings, parse_duration, parse_time
from toolwatch.flows.ui import data, svg
from toolwatch.flows.ui.actions import ActionWorker, SignatureRejected, verify
from toolwatch.flows.ui.cache import Page, PageCache

TEMPLATES = Path(__file__).parent / "templates"
COOKIE = "toolwatch_token"


def _environment():
    import jinja2

    from toolwatch.alerts.slack_blocks import format_duration, format_rate
    from toolwatch.detectors.redact import printable, redact_secrets, truncate

    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), autoescape=True,
                             trim_blocks=True, lstrip_blocks=True)

    def text(value: Any, limit: int = 300, one_line: bool = True) -> str:
        # Untrusted: secrets out, control characters visible; autoescape does the HTML.
        return "–" if value is None else truncate(printable(redact_secrets(str(value)), one_line=one_line), limit)

    env.filters["t"] = text
    env.filters["pct"] = lambda x: "–" if x is None else format_rate(float(x))
    env.filters["ts"] = lambda x: "–" if x is None else (x if isinstance(x, str) else f"{x:%Y-%m-%d %H:%M}")
    env.filters["dur"] = lambda s: "–" if s is None else format_duration(float(s))
    env.filters["q"] = lambda x: quote(str(x), safe="")
    env.filters["num"] = lambda x: "–" if x is None else f"{int(x):,}"
    env.globals.update(rate_chart=svg.rate_chart, sparkline=svg.sparkline, bars=svg.bars, classes=data.CLASSES)
    return env


class _TokenGate:
    """Pages need ``ui.token`` (Bearer header, cookie, or ``?token=`` once, then the cookie); Slack's
    endpoint is checked by its signature instead."""

    def __init__(self, app: Starlette, token: str) -> None:
        self.app, self.token = app, token
        self.state = app.state

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http" or not self.token or scope["path"] == "/slack/actions":
            return await self.app(scope, receive, send)
        request = Request(scope)
        offered = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
        offered = offered or request.cookies.get(COOKIE, "") or request.query_params.get("token", "")
        if not hmac.compare_digest(offered.encode(), self.token.encode()):
            response: Response = Response("toolwatch: this UI needs its token (ui.token)\n", 401,
                                          media_type="text/plain", headers={"WWW-Authenticate": "Bearer"})
        elif "token" in request.query_params:
            # Trade the token in the URL for a cookie so it does not linger in history and logs.
            rest = [(k, v) for k, v in request.query_params.multi_items() if k != "token"]
            target = request.url.path + ("?" + "&".join(f"{quote(k)}={quote(v)}" for k, v in rest) if rest else "")
            response = RedirectResponse(target, 303)
            response.set_cookie(COOKIE, self.token, httponly=True, samesite="strict")
        else:
            return await self.app(scope, receive, send)
        await response(scope, receive, send)


def create_app(settings: Settings, *, snapshot_dir: str | Path | None = None) -> _TokenGate:
    from toolwatch.warehouse import Warehouse
    from toolwatch.warehouse.errors import WarehouseBusy, WarehouseMissing
    from toolwatch.warehouse.snapshot import Snapshot

    temporary = not (snapshot_dir or settings["ui.snapshot_dir"])
    folder = Path(snapshot_dir or settings["ui.snapshot_dir"] or tempfile.mkdtemp(prefix="toolwatch-ui-"))
    snapshot = Snapshot(settings.db_path, folder, max_age=parse_duration(settings["ui.refresh"]))
    worker = ActionWorker(settings, snapshot.file_lock, on_applied=snapshot.refresh_soon)
    # Twenty different pages at once would be twenty threads: even at nice 10 (weight 110 against
    # 1024) they would outweigh a two-thread ingest. ui.max_renders at a time keep the UI's share small.
    pages = PageCache(max_age=parse_duration(settings["ui.refresh"]), max_renders=settings["ui.max_renders"])
    env = _environment()

    def page(name: str, status: int = 200, **context: Any) -> HTMLResponse:
        context.setdefault("copied_at", snapshot.copied_at)
        return HTMLResponse(env.get_template(name).render(**context), status)

    def reading(render):
        """Run ``render(wh, now, bucket_seconds)`` on the newest copy, in Starlette's thread pool, once per
        page and copy: loads of a page already rendered from this copy get the kept body."""
        def endpoint(request: Request) -> Response:
            try:
                version, cursor = snapshot.versioned_cursor()
            except (WarehouseBusy, WarehouseMissing) as exc:
                return page("error.html.j2", 503, title="Warehouse not readable yet", message=str(exc))

            def draw() -> Page:
                wh = Warehouse(cursor, str(settings.db_path))
                width = wiring.bucket_seconds_of(wh, settings)
                response = render(request, wh, data.as_of(wh, width), width)
                return Page(bytes(response.body), response.status_code)

            try:
                kept = pages.get((request.url.path, request.url.query, version), draw)
            finally:
                cursor.close()
            return HTMLResponse(kept.body, kept.status)
        return endpoint

    def overview(request, wh, now, width):
        return page("overview.html.j2", title="Overview", now=now, **data.overview(wh, now))

    def alerts(request, wh, now, width):
        q = request.query_params
        filters: dict[str, Any] = {k: (q.get(k) or None) for k in ("tool", "error_class", "kind", "status")}
        try:
            for key in ("from", "to"):
                filters[key] = parse_time(q[key], key) if q.get(key) else None
        except Exception as exc:  # noqa: BLE001 - a bad filter is the visitor's typo, shown on the page
            return page("error.html.j2", 400, title="Bad filter", message=str(exc))
        return page("alerts.html.j2", title="Alerts", now=now, alerts=data.alert_list(wh, filters), filters=filters)

    def alert(request, wh, now, width):
        found = data.alert_page(wh, request.path_params["alert_id"], now, width)
        if found is None:
            return page("error.html.j2", 404, title="No such alert", message=f"no alert #{request.path_params['alert_id']}")
        return page("alert.html.j2", title=f"Alert #{found['alert']['alert_id']}", now=now, **found)

    def fingerprint(request, wh, now, width):
        found = data.fingerprint_page(wh, request.path_params["fp"], now)
        if found is None:
            return page("error.html.j2", 404, title="No such fingerprint", message="no such fingerprint in this warehouse")
        return page("fingerprint.html.j2", title=f"Fingerprint {found['fp']['fingerprint']}", now=now, **found)

    def tool(request, wh, now, width):
        found = data.tool_page(wh, request.path_params["tool"], now)
        if found is None:
            return page("error.html.j2", 404, title="No such tool", message="no calls and no series for this tool")
        return page("tool.html.j2", title="Tool", now=now, **found)

    async def slack_actions(request: Request) -> Response:
        from toolwatch.alerts.actions import parse_actions

        secret = settings.secrets.slack_signing_secret
        if not secret:
            return JSONResponse({"error": "SLACK_SIGNING_SECRET is not set: Slack actions are off"}, 503)
        body = await request.body()
        try:
            payload = verify(secret, body, request.headers)
        except SignatureRejected as exc:
            return JSONResponse({"error": str(exc)}, 401)
        worker.submit(parse_actions(payload))
        return Response(status_code=200)  # an empty 200 within 3 s; the message is edited when applied

    def health(request: Request) -> Response:
        copied: datetime | None = snapshot.copied_at
        return JSONResponse({"ok": True, "snapshot_copied_at": copied.isoformat() + "Z" if copied else None,
                             "copies": snapshot.copies, "busy_skips": snapshot.busy,
                             "page_renders": pages.renders, "page_hits": pages.hits})

    routes = [
        Route("/", reading(overview)),
        Route("/alerts", reading(alerts)),
        Route("/alerts/{alert_id:int}", reading(alert)),
        Route("/fingerprints/{fp}", reading(fingerprint)),
        Route("/tools/{tool:path}", reading(tool)),
        Route("/slack/actions", slack_actions, methods=["POST"]),
        Route("/healthz", health),
    ]
    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette):
        yield
        worker.wait_idle(10.0)
        snapshot.close()
        if temporary:
            shutil.rmtree(folder, ignore_errors=True)

    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.snapshot = snapshot
    app.state.worker = worker
    app.state.pages = pages
    return _TokenGate(app, settings["ui.token"])
