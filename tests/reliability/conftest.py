"""The PostgreSQL fixture of the integration tests, for the kill loop on PostgreSQL
(skipped when the server is not reachable, a failure under CI=true)."""

from tests.integration.conftest import pg_database_url  # noqa: F401
