"""The read-only web UI (``toolwatch ui``, or ``toolwatch serve`` with ``[ui] enabled``) and Slack's buttons.

``app`` builds the Starlette app, ``data`` reads each page's rows, ``svg``
draws the charts, ``actions`` takes Slack's interactions. It may import
settings, wiring and steps; nothing but the CLI imports it.
"""
