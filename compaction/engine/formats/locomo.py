"""LoCoMo samples: one conversation per sample, its sessions in order, the two speakers
as user (``speaker_a``) and model. Each message keeps its ``dia_id``, speaker, session
and date in its metadata; a session's first message opens with its number and date."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..messages import Message
from .common import Conversation, InvalidConversation, slugify


def is_locomo(data: Any) -> bool:
    return (
        isinstance(data, Mapping)
        and isinstance(data.get("conversation"), Mapping)
        and "speaker_a" in data["conversation"]
    )


def _session_numbers(conversation: Mapping[str, Any]) -> list[int]:
    numbers = []
    for key, value in conversation.items():
        m = re.fullmatch(r"session_(\d+)", str(key))
        if m and isinstance(value, list):
            numbers.append(int(m.group(1)))
    return sorted(numbers)


def conversation_from_locomo(sample: Mapping[str, Any], stem: str) -> Conversation:
    conversation = sample["conversation"]
    speaker_a, speaker_b = conversation.get("speaker_a"), conversation.get("speaker_b")
    if not isinstance(speaker_a, str) or not isinstance(speaker_b, str):
        raise InvalidConversation("conversation.speaker_a/speaker_b: expected strings")
    messages: list[Message] = []
    sessions = _session_numbers(conversation)
    if not sessions:
        raise InvalidConversation("conversation: no session_<n> lists")
    for number in sessions:
        date = conversation.get(f"session_{number}_date_time")
        for k, turn in enumerate(conversation[f"session_{number}"]):
            where = f"conversation.session_{number}[{k}]"
            if not isinstance(turn, Mapping) or not isinstance(turn.get("text"), str):
                raise InvalidConversation(f"{where}: expected {{speaker, dia_id, text}}")
            speaker = turn.get("speaker")
            if speaker not in (speaker_a, speaker_b):
                raise InvalidConversation(f"{where}.speaker: {speaker!r} is neither speaker")
            text = f"{speaker}: {turn['text']}"
            if turn.get("blip_caption"):
                text += f" [shares a photo: {turn['blip_caption']}]"
            if k == 0:
                text = f"[session {number}" + (f", {date}]\n" if date else "]\n") + text
            metadata = {"dia_id": turn.get("dia_id"), "speaker": speaker, "session": number}
            if date:
                metadata["date_time"] = date
            role = "user" if speaker == speaker_a else "model"
            messages.append(Message(role=role, content=({"text": text},), metadata=metadata))
    sample_id = str(sample.get("sample_id") or stem)
    return Conversation(
        id=slugify(f"{stem}-{sample_id}" if stem not in sample_id else sample_id),
        title=f"{speaker_a} and {speaker_b} ({sample_id}, {len(sessions)} sessions)",
        source="locomo",
        messages=messages,
        meta={"sample_id": sample_id, "speakers": [speaker_a, speaker_b]},
    )
