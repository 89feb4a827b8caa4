"""Property-based API testing with schemathesis, in process against the WSGI app: every
operation of /api/v1/openapi.json with generated input (a fixed, derandomized budget)
never answers 5xx, and every answer matches the documented status codes, content type
and response schema. Authenticated, with a session that exists, so the generated
requests reach the code behind the 404s."""

from __future__ import annotations

import json
import os

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.config import SchemathesisConfig

# The coverage phase (hundreds of boundary cases per operation) is for `make soak`; CI runs
# the explicit examples and a fixed budget of generated cases.
SOAK = os.environ.get("SOAK") == "1"


def load_schema() -> schemathesis.openapi.OpenApiSchema:
    """The document /api/v1/openapi.json serves, built from the API object instead of
    fetched through the app: collecting this module makes no request, so it works in any
    environment (`pytest -m integration` in a production shell, where DEBUG is off, plain
    HTTP answers a redirect and ALLOWED_HOSTS names only the real host). Requests still go
    through the whole WSGI app when the test runs."""
    from memorylab.api import api
    from memorylab.wsgi import application

    document = json.loads(json.dumps(api.get_openapi_schema(path_prefix="/api/v1/")))
    config = SchemathesisConfig.from_dict({"phases": {"coverage": {"enabled": SOAK}}})
    loaded = schemathesis.openapi.from_dict(document, config=config)
    loaded.app = application
    loaded.location = "/api/v1/openapi.json"
    return loaded


schema = load_schema()
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]


@pytest.fixture
def seeded(alice, alice_token):
    """Alice's session and lab data, so generated ids sometimes hit something real."""
    from sessions import services
    from tests.api.helpers import user_text

    services.create_session(alice, session_id="0")
    session = services.create_session(alice, session_id="a", spec={"backend": "chat_history"})
    services.append_messages(session, [user_text("hello")])
    return alice_token


@pytest.mark.soak
@schema.parametrize()
@settings(
    max_examples=200 if SOAK else 10,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_it_answers_every_operation_within_its_schema(case, seeded):
    case.call_and_validate(headers={"Authorization": f"Bearer {seeded}"}, checks=CHECKS)


def test_it_fuzzes_the_document_the_api_serves(client):
    served = client.get("/api/v1/openapi.json")
    assert served.status_code == 200
    assert served.json() == schema.raw_schema
