"""The Prefect layer: flows that sequence the plain steps of :mod:`toolwatch.flows.steps`.

``pipeline`` holds the ``ingest``, ``detect``, ``weekly_triage`` and
``retention`` flows; ``partitioned`` the Dask fan-out over a Hive-partitioned
dataset; ``deployments`` what ``toolwatch serve`` and ``prefect.yaml`` run;
``server`` starts a local Prefect API when none is configured. Nothing here
holds business logic, and the CLI never goes through these modules except
for ``serve``.
"""
