"""Login throttling: after MEMORYLAB_LOGIN_FAILURES failed logins for one username from one
address within MEMORYLAB_LOGIN_WINDOW_SECONDS, that pair is refused (the form says to
wait) until the window ends, whatever the password. The counters live in the cache,
shared by all web processes (Redis when CACHE_URL is set, else a table of the database).
Both the dashboard's and the admin's login forms use it; a successful login clears the
count.
"""

from __future__ import annotations

import hashlib
from typing import Any

from django.conf import settings
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm
from django.contrib.auth.signals import user_logged_in, user_login_failed
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.dispatch import receiver
from django.http import HttpRequest


def _key(username: str, request: HttpRequest) -> str:
    address = request.META.get("REMOTE_ADDR", "")
    digest = hashlib.sha256(f"{username.strip().lower()}\0{address}".encode()).hexdigest()
    return f"login-failures:{digest}"


def is_locked(username: str, request: HttpRequest) -> bool:
    return cache.get(_key(username, request), 0) >= settings.MEMORYLAB_LOGIN_FAILURES


@receiver(user_login_failed, dispatch_uid="memorylab.login.count_failure")
def count_failure(sender: Any, credentials: dict[str, Any], request: Any = None, **kw: Any):
    if request is None:  # a programmatic authenticate(), not a login form
        return
    key = _key(str(credentials.get("username") or ""), request)
    # The window starts at the first failure; incr keeps that expiry.
    if not cache.add(key, 1, timeout=settings.MEMORYLAB_LOGIN_WINDOW_SECONDS):
        try:
            cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.add(key, 1, timeout=settings.MEMORYLAB_LOGIN_WINDOW_SECONDS)


@receiver(user_logged_in, dispatch_uid="memorylab.login.clear_failures")
def clear_failures(sender: Any, request: Any = None, user: Any = None, **kw: Any) -> None:
    if request is not None and user is not None:
        cache.delete(_key(user.get_username(), request))


class ThrottledLoginMixin:
    request: HttpRequest | None

    def clean(self) -> dict[str, Any]:
        username = self.data.get("username") or ""
        if self.request is not None and username and is_locked(username, self.request):
            minutes = max(1, round(settings.MEMORYLAB_LOGIN_WINDOW_SECONDS / 60))
            raise ValidationError(
                f"Too many failed logins for this username from your address. Wait "
                f"{minutes} minutes and try again.",
                code="throttled",
            )
        return super().clean()


class ThrottledAuthenticationForm(ThrottledLoginMixin, AuthenticationForm):
    pass


class ThrottledAdminAuthenticationForm(ThrottledLoginMixin, AdminAuthenticationForm):
    pass
