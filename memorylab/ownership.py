"""Who sees what: staff users see every row, other users their own. One rule for every
owned model (sessions, tasks, labelled conversations, strategies, experiments, sweeps),
written once here as a queryset method, and one lookup that answers "not found" alike
for a row that does not exist and a row that is somebody else's."""

from __future__ import annotations

import functools
from typing import Any, TypeVar

from django.core.exceptions import ValidationError
from django.db import models

from .errors import NotFound
from .rows import fetch_one

M = TypeVar("M", bound=models.Model)


class OwnedQuerySet(models.QuerySet):
    """The manager of an owned model (``objects = OwnedQuerySet.as_manager()``).
    ``owner_field`` is the path to the owning user; a subclass changes it for rows owned
    through a parent (a label through its conversation)."""

    owner_field = "owner"

    def visible_to(self, user: Any) -> OwnedQuerySet:
        if user is None or not getattr(user, "is_authenticated", False):
            return self.none()
        if user.is_staff:
            return self
        return self.filter(**{self.owner_field: user})

    @classmethod
    def sees(cls, user: Any, row: models.Model) -> bool:
        """``visible_to``'s rule for a row in hand (a direct owner field only)."""
        if user is None or not getattr(user, "is_authenticated", False):
            return False
        owner_id = getattr(row, f"{cls.owner_field}_id")
        return bool(user.is_staff or owner_id == user.pk)


def get_visible_or_404(
    queryset: models.QuerySet[M], user: Any, pk: Any, *, name: str | None = None
) -> M:
    """The row ``pk`` of ``queryset`` when ``user`` may see it, else ``NotFound`` (which
    the API answers 404 and a view turns into its 404 page). A ``pk`` that is not even of
    the key's type (``"abc"`` for a number) is not found either, never a 500."""
    model = queryset.model
    what = name or str(model._meta.verbose_name)
    key = _key(model, pk)
    row = None
    if key is not None:
        row = _visible(queryset, user).filter(pk=key).first()
    if row is None:
        raise NotFound(f"no {what} {_quote(pk)}")
    return row


@functools.cache
def _direct_owner_rule(model: type[models.Model]) -> type[OwnedQuerySet]:
    rule = type(model._default_manager.all())
    if not issubclass(rule, OwnedQuerySet) or "__" in rule.owner_field:
        raise TypeError(f"{model.__name__} has no direct owner rule (OwnedQuerySet)")
    return rule


def _key(model: type[models.Model], pk: Any) -> Any:
    """``pk`` as the key's type, or None when it cannot be one (no row has it)."""
    try:
        key = model._meta.pk.to_python(pk)
    except (ValidationError, TypeError, ValueError):
        return None
    if isinstance(key, int) and not -(2**63) <= key < 2**63:
        return None  # no row has it, and the database would refuse to compare it
    return key


def fetch_visible_or_404(
    model: type[M], user: Any, pk: Any, *, name: str, without: tuple[str, ...] = ()
) -> M:
    """``get_visible_or_404(model.objects.all(), user, pk)`` in one plain statement (see
    ``rows``), for the lookups every API request makes; ``without``: columns left
    deferred. The model's owner field must be its own column."""
    rule = _direct_owner_rule(model)
    key = _key(model, pk)
    row = None
    if key is not None:
        row = fetch_one(model, where={model._meta.pk.attname: key}, without=without)
    if row is None or not rule.sees(user, row):
        raise NotFound(f"no {name} {_quote(pk)}")
    return row


def _quote(value: Any, limit: int = 60) -> str:
    # A key comes from a URL or a request body: quoted, and cut so it cannot grow the error.
    text = repr(value if isinstance(value, int | str) else str(value))
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _visible(queryset: models.QuerySet, user: Any) -> models.QuerySet:
    if not isinstance(queryset, OwnedQuerySet):
        raise TypeError(f"{queryset.model.__name__} has no owner rule (OwnedQuerySet)")
    return queryset.visible_to(user)
