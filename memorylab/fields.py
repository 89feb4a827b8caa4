"""JSON kept as text.

PostgreSQL's jsonb refuses the NUL character (``\\u0000``) anywhere, and raw tool output
(a binary file read by ``cat``) does contain it: a message the JSONL archive keeps
faithfully must not then fail in the database. As text the escaped ``\\u0000`` is six
plain characters, on PostgreSQL and SQLite alike.
"""

from __future__ import annotations

import json
from typing import Any

from django.db import models


class JSONTextField(models.TextField):
    description = "JSON stored as text"

    def from_db_value(self, value: Any, expression: Any, connection: Any) -> Any:
        if value is None:
            return None
        return json.loads(value)

    def to_python(self, value: Any) -> Any:
        if isinstance(value, str):
            try:
                return json.loads(value)
            except ValueError:
                return value
        return value

    def get_prep_value(self, value: Any) -> Any:
        if value is None:
            return None
        # A raw NUL can only sit inside a JSON string, where its escape is equivalent.
        return json.dumps(value, ensure_ascii=False).replace("\x00", "\\u0000")

    def value_to_string(self, obj: Any) -> str:
        return str(self.get_prep_value(self.value_from_object(obj)))
