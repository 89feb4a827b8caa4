"""tau-bench runs: a list of runs (or one run), one conversation per run, its ``traj`` in
OpenAI chat format. The task (user, instruction, gold actions) and the reward stay in
``meta``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import EngineError
from ..messages import from_openai
from .common import Conversation, InvalidConversation, as_mapping, slugify


def is_tau_run(data: Any) -> bool:
    return isinstance(data, Mapping) and "traj" in data and "task_id" in data


def conversation_from_tau(run: Any, stem: str, position: int) -> Conversation:
    if not isinstance(run, Mapping) or not isinstance(run.get("traj"), list):
        raise InvalidConversation(f"run {position}: expected an object with a traj list")
    try:
        messages = from_openai(run["traj"], where=f"run {position}.traj")
    except EngineError as exc:
        raise InvalidConversation(str(exc)) from exc
    if not messages:
        raise InvalidConversation(f"run {position}: empty traj")
    task = as_mapping(as_mapping(run.get("info")).get("task"))
    task_id, trial = run.get("task_id"), run.get("trial", 0)
    return Conversation(
        id=slugify(f"{stem}-task-{task_id}-trial-{trial}"),
        title=f"tau-bench task {task_id} (trial {trial})",
        source="tau-bench",
        messages=messages,
        meta={
            k: v
            for k, v in {
                "task_id": task_id,
                "trial": trial,
                "reward": run.get("reward"),
                "user_id": task.get("user_id"),
                "instruction": task.get("instruction"),
                "actions": task.get("actions"),
            }.items()
            if v is not None
        },
    )
