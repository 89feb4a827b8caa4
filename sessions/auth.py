from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from ninja.security import HttpBearer

from .models import ApiToken


class BearerToken(HttpBearer):
    """``Authorization: Bearer <token>``; the request gets ``.auth`` = the ApiToken."""

    openapi_scheme = "bearer"

    def authenticate(self, request: HttpRequest, token: str) -> Any:
        api_token = ApiToken.authenticate(token)
        if api_token is None:
            return None
        request.user = api_token.user
        return api_token
