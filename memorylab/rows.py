"""One row by one plain statement, for the reads every API request makes (its token and
user, its session, the session's row lock). Building the ORM's query costs several times
more than running it; here the statement is built once per shape and the values are
converted exactly as the ORM converts them, so the instance is the one ``.get()`` gives
(fields left out are deferred: reading one loads it)."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from django.db import connection, models

M = TypeVar("M", bound=models.Model)


def fetch_one(
    model: type[M],
    *,
    where: dict[str, Any],
    without: Iterable[str] = (),
    lock: bool = False,
) -> M | None:
    """The row of ``model`` whose columns equal ``where`` (attname -> value; ``None``
    means IS NULL), without the fields named in ``without``; with ``lock``, locked until
    the transaction ends (``SELECT ... FOR UPDATE`` where the database has it: SQLite
    serializes writers itself). ``None`` when there is none. ``where`` must name a
    unique row (a primary key, a unique column)."""
    keys = tuple((name, value is None) for name, value in where.items())
    statement = _statement(model, keys, frozenset(without), lock)
    params = [value for value in where.values() if value is not None]
    with connection.cursor() as cursor:
        cursor.execute(statement.sql, params)
        found = cursor.fetchone()
    if found is None:
        return None
    values = []
    for (col, converters), value in zip(statement.columns, found, strict=True):
        for convert in converters:
            value = convert(value, col, connection)
        values.append(value)
    return model.from_db(connection.alias, statement.attnames, values)


@dataclass(frozen=True)
class _Statement:
    sql: str
    attnames: list[str]
    # Each column with its converters, as the ORM applies them: the backend's (SQLite's
    # datetimes), then the field's.
    columns: list[tuple[Any, list[Any]]]


@functools.cache
def _statement(
    model: type[models.Model],
    keys: tuple[tuple[str, bool], ...],
    without: frozenset[str],
    lock: bool,
) -> _Statement:
    q = connection.ops.quote_name
    fields = [f for f in model._meta.concrete_fields if f.name not in without]
    columns = {f.attname: f.column for f in model._meta.concrete_fields}
    conditions = [
        f"{q(columns[name])} IS NULL" if is_null else f"{q(columns[name])} = %s"
        for name, is_null in keys
    ]
    sql = (
        "SELECT "
        + ", ".join(q(f.column) for f in fields)
        + f" FROM {q(model._meta.db_table)} WHERE "
        + " AND ".join(conditions)
    )
    if lock and connection.features.has_select_for_update:
        sql += " FOR UPDATE"
    cols = [f.get_col(model._meta.db_table) for f in fields]
    return _Statement(
        sql,
        [f.attname for f in fields],
        [
            (col, connection.ops.get_db_converters(col) + col.get_db_converters(connection))
            for col in cols
        ],
    )
