"""Login throttling through the real login views (dashboard and admin), and one answer for
an id that is taken, whoever holds it."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from tests.api.helpers import Api

LOGIN = "/accounts/login/"


@pytest.fixture(autouse=True)
def _empty_cache(db):
    cache.clear()
    yield
    cache.clear()


def _login(client, username: str, password: str, address: str = "10.0.0.1", url: str = LOGIN):
    return client.post(url, {"username": username, "password": password}, REMOTE_ADDR=address)


def _logged_in(client) -> bool:
    return "_auth_user_id" in client.session


def test_it_locks_a_username_and_address_after_five_failures(client, alice, settings):
    assert settings.MEMORYLAB_LOGIN_FAILURES == 5
    for _ in range(5):
        r = _login(client, "alice", "wrong")
        assert r.status_code == 200 and "Please enter a correct username and password" in (
            r.content.decode()
        )
    # The sixth attempt is refused even with the right password; the form says to wait.
    r = _login(client, "alice", "password")
    page = r.content.decode()
    assert r.status_code == 200 and not _logged_in(client)
    assert "Too many failed logins for this username from your address. Wait 15 minutes" in page
    # Another address, or another username, is not locked out.
    assert _login(client, "alice", "password", address="10.0.0.2").status_code == 302
    assert _logged_in(client)


def test_the_lock_ends_with_its_window(client, alice, settings):
    for _ in range(5):
        _login(client, "alice", "wrong")
    cache.clear()  # the window expired (the cache entry's timeout)
    assert _login(client, "alice", "password").status_code == 302


def test_a_successful_login_clears_the_count(client, alice):
    for _ in range(4):
        _login(client, "alice", "wrong")
    assert _login(client, "alice", "password").status_code == 302
    client.logout()
    for _ in range(4):
        _login(client, "alice", "wrong")
    assert _login(client, "alice", "password").status_code == 302


def test_the_admin_login_is_throttled_too(client, admin_user):
    for _ in range(5):
        _login(client, "admin", "wrong", url="/admin/login/")
    r = _login(client, "admin", "password", url="/admin/login/")
    assert r.status_code == 200 and "Too many failed logins" in r.content.decode()
    assert not _logged_in(client)


def test_a_taken_id_answers_the_same_whoever_holds_it(client, alice_token, bob_token):
    alice, bob = Api(client, alice_token), Api(client, bob_token)
    assert alice.post("/sessions", {"id": "ticket-4711"}).status_code == 201
    own = alice.post("/sessions", {"id": "ticket-4711"})
    other = bob.post("/sessions", {"id": "ticket-4711"})
    assert own.status_code == other.status_code == 409
    assert (
        own.json()
        == other.json()
        == {
            "code": "conflict",
            "message": "session id 'ticket-4711' is taken; choose another id",
        }
    )
    # Reading it stays a 404 for bob, as if it did not exist.
    assert bob.get("/sessions/ticket-4711").status_code == 404
