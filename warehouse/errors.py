"""The exception tree every toolwatch package raises from.

    ToolwatchError                  anything toolwatch reports to a person; the CLI prints it and exits 2
    ├── ConfigError                 toolwatch.toml or a command-line value is wrong
    ├── WarehouseError              the DuckDB file cannot be opened, migrated or queried
    │   ├── WarehouseBusy           another process holds the single writer lock
    │   ├── WarehouseMissing        a command that reads a warehouse was pointed at no file
    │   └── NotAWarehouse           the file is something else (SQLite, a corrupt file, another DuckDB database)
    ├── IngestError                 an input file cannot be read at all (bad rows are rejects, not errors)
    │   ├── TransientIngestError    an object store was unreachable or answered 5xx / 429: worth retrying
    │   └── InputFormatError        a path named on the command line is not a log in an accepted format
    ├── RulesError                  a classification rules file is invalid; names the rule
    └── DeliveryError               a sink (Slack, Linear, a fix agent) refused or is unreachable
        ├── TransientDeliveryError  worth retrying later: 429, 5xx, connection errors
        └── PermanentDeliveryError  retrying won't help: invalid_auth, channel_not_found, schema errors

Errors from duckdb, slack-sdk, gql and httpx are translated into these at the
boundary (``raise ... from exc``) with a message a person can act on, and never
include a token.
"""


class ToolwatchError(Exception):
    """Base of every error toolwatch raises on purpose."""


class ConfigError(ToolwatchError):
    """The configuration file or a command-line value is wrong."""


class WarehouseError(ToolwatchError):
    """The warehouse could not be opened or a statement failed."""


class WarehouseBusy(WarehouseError):
    """Another process holds the warehouse's single writer."""


class WarehouseMissing(WarehouseError):
    """No warehouse file where a reading command was pointed (it is not created)."""


class NotAWarehouse(WarehouseError):
    """The file exists but is not a toolwatch warehouse; toolwatch changes nothing in it."""


class IngestError(ToolwatchError):
    """An input file cannot be read at all."""


class TransientIngestError(IngestError):
    """An object store was unreachable or overloaded; the same load may succeed later."""


class InputFormatError(IngestError):
    """A file named on the command line is not a log (a CSV, a plain JSON document): nothing is loaded."""


class RulesError(ToolwatchError):
    """A classification rules file is invalid."""


class DeliveryError(ToolwatchError):
    """A sink refused a delivery or could not be reached."""


class TransientDeliveryError(DeliveryError):
    """Worth retrying later (rate limits, 5xx, network)."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class PermanentDeliveryError(DeliveryError):
    """Retrying will not help until a person changes something."""
