"""The OpenAI-compatible proxy: an agent's chat completion request in, the model's answer
out, with the session's memory in between.

One request:

1. in one session transaction (row lock, one commit): match the request's messages
   against the stored history (``proxy_history``), then append the new ones
   (``next_turn`` first when they open a new turn) and ``step`` (micro_compact,
   auto_compact over the threshold);
2. with no transaction open, send the compacted context upstream (``proxy_upstream``);
3. under the row lock again, check that nothing changed the session meanwhile and append
   the answer.

Memory tools (``X-Memorylab-Tools: inject``) that the model calls are run here, stored
as internal messages the agent never sees, and the model is asked again.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from django.db import connection

from compaction.engine import EngineError, Message, from_openai

from . import services, tools
from .models import AgentSession
from .proxy_history import (
    INTERNAL,
    META_KEY,
    Position,
    canonical_openai,
    chain,
    describe,
    first_difference,
    raw_count,
    rebuild,
    stored_items,
)
from .proxy_upstream import (
    DONE,
    Assembler,
    Call,
    UpstreamError,
    check_model,
    chunk_json,
    chunks_of,
    message_of,
    response_json,
    sse,
    upstream_error,
)

SOURCE = "proxy"
MAX_MEMORY_ROUNDS = 5


class HistoryMismatch(services.Conflict):
    code = "history_mismatch"


class SessionConflict(services.Conflict):
    code = "session_conflict"


@dataclass
class ProxyRequest:
    model: str
    messages: list[dict[str, Any]]
    params: dict[str, Any]
    stream: bool = False
    inject: bool = False


@dataclass
class Outcome:
    """A completion (``response``) or a stream of server-sent events (``events``)."""

    response: dict[str, Any] | None = None
    events: Iterator[bytes] | None = None
    upstream_seconds: float = 0.0
    replayed: bool = False
    session: AgentSession | None = field(default=None, repr=False)


# -- the session ------------------------------------------------------------------------


def _title(messages: list[dict[str, Any]]) -> str:
    for item in messages:
        if isinstance(item, dict) and item.get("role") == "user":
            content = item.get("content")
            text = content if isinstance(content, str) else ""
            if isinstance(content, list):
                text = " ".join(
                    str(p.get("text", "")) for p in content if isinstance(p, dict) and "text" in p
                )
            line = text.strip().splitlines()[0] if text.strip() else ""
            return line[:80] + ("…" if len(line) > 80 else "")
    return ""


def session_for(user: Any, session_id: str, messages: list[dict[str, Any]]) -> AgentSession:
    """The user's session of that id; an unknown id creates it with the default spec."""
    try:
        return services.get_session(user, session_id)
    except services.NotFound:
        pass
    try:
        return services.create_session(
            user, session_id=session_id, title=_title(messages), source=SOURCE
        )
    except services.Conflict:
        # Created by a concurrent request (ours), or someone else's: 404 then.
        return services.get_session(user, session_id)


_q = connection.ops.quote_name
_META = AgentSession._meta.get_field("meta")
_META_SQL = (
    f"UPDATE {_q(AgentSession._meta.db_table)} SET {_q(_META.column)} = %s WHERE {_q('id')} = %s"
)


def _recorded(tx: services.SessionTxn) -> tuple[Position, list[str] | None]:
    """The session's position under its row lock, and its stored items when they had to
    be read (``None``: the recorded position holds)."""
    assert tx.row is not None
    position = Position.from_meta(tx.row.meta)
    if position is not None and (
        position.unchanged(tx.row) or position.raw == raw_count(tx.session)
    ):
        # Untouched since the proxy's last commit, or changed without new raw messages
        # (a compaction, a step): no one appended outside the proxy.
        return position, None
    # New to the proxy, or appended to outside it: read the history once.
    return rebuild(tx.session)


def _save_position(tx: services.SessionTxn, position: Position) -> Position:
    """Record ``position`` with the row's marks as this transaction commits them: call it
    after the transaction's last change to the session."""
    assert tx.row is not None
    position = replace(position, version=tx.row.state_version, seq=tx.archived_seq)
    meta = dict(tx.row.meta or {})
    meta[META_KEY] = position.to_json()
    # Twice per request: one plain statement (the ORM's update costs more than it).
    with connection.cursor() as cursor:
        cursor.execute(_META_SQL, [_META.get_db_prep_save(meta, connection), tx.row.pk])
    return position


# -- step 1: what is new ------------------------------------------------------------------


def _item(canonical: str) -> list[Any]:
    return json.loads(canonical)  # type: ignore[no-any-return]


def _is_final_answer(canonical: str) -> bool:
    item = _item(canonical)
    return item[0] == "m" and item[1] == "model" and not item[4]


def _starts_turn(canonical: str) -> bool:
    item = _item(canonical)
    return item[0] == "m" and item[1] == "user" and bool(item[2])


def _mismatch(
    session: AgentSession, canon: list[str], stored: list[str] | None
) -> services.ServiceError:
    if stored is None:
        stored = stored_items(session)[1]
    i = first_difference(canon, stored)
    if i < len(canon) and i < len(stored):
        message = (
            f"messages[{i}] differs from the session's history: the session has "
            f"{describe(stored[i])} there, the request {describe(canon[i])}. Send the "
            "conversation so far unchanged and add to its end; to branch, use another "
            "X-Memorylab-Session"
        )
    else:
        message = (
            f"the request has {len(canon)} messages but session {session.id!r} already holds "
            f"{len(stored)}: send the whole conversation, or use another X-Memorylab-Session"
        )
    return HistoryMismatch(message, extra={"index": i})


def _name_tool_results(messages: list[dict[str, Any]], start: int) -> list[dict[str, Any]]:
    """New tool results without a ``name`` get the name of the call they answer, from the
    agent's earlier messages (the engine would otherwise call them "tool")."""
    names: dict[str, str] = {}
    for item in messages[:start]:
        for call in item.get("tool_calls") or []:
            if isinstance(call, dict) and isinstance(call.get("function"), dict):
                names[str(call.get("id"))] = str(call["function"].get("name"))
    out = []
    for item in messages[start:]:
        if (
            item.get("role") == "tool"
            and not item.get("name")
            and item.get("tool_call_id") in names
        ):
            item = dict(item, name=names[item["tool_call_id"]])
        out.append(item)
    return out


def _parse(
    openai_messages: list[dict[str, Any]], *, offset: int = 0, where: str = "messages"
) -> list[Message]:
    try:
        parsed = from_openai(openai_messages, where=where)
        for msg in parsed:
            msg.check_storable(where)
    except EngineError as exc:
        # The engine counts from the first new message; the agent counts from its first.
        text = re.sub(
            rf"^{re.escape(where)}\[(\d+)\]",
            lambda m: f"{where}[{int(m.group(1)) + offset}]",
            str(exc),
        )
        raise services.ServiceError(text, code=exc.code, status=422) from exc
    return parsed


def _check_sizes(new: list[dict[str, Any]], offset: int) -> None:
    try:
        services.check_sizes(new)  # the API's own limit, not a copy of it
    except services.TooLarge as exc:
        index = re.match(r"^messages\[(\d+)\]", exc.message)
        if index:
            exc.message = f"messages[{int(index[1]) + offset}]" + exc.message[index.end() :]
        raise


@dataclass
class Synced:
    position: Position
    replay: dict[str, Any] | None = None


def sync_history(session: AgentSession, messages: list[dict[str, Any]]) -> Synced:
    """Step 1: append what the session does not have yet; raise ``history_mismatch`` when
    the request does not continue the stored history."""
    canon = [canonical_openai(m, f"messages[{i}]") for i, m in enumerate(messages)]
    with services.session_transaction(session) as tx:
        position, stored = _recorded(tx)
        n = position.items
        prefix = chain("", canon[:n]) if len(canon) >= n else None
        if prefix != position.chain:
            last = position.last
            if last and len(canon) == last["items"] and chain("", canon) == last["chain"]:
                # A retry of a request whose answer is stored: answer it again.
                return Synced(position, replay=last["response"])
            raise _mismatch(session, canon, stored)
        new = messages[n:]
        raw: list[dict[str, Any]] = []
        new_turn = False
        if new:
            _check_sizes(new, n)  # before anything is written: all or nothing
            raw = [m.to_dict() for m in _parse(_name_tool_results(messages, n), offset=n)]
            new_turn = bool(n and _is_final_answer(canon[n - 1]) and _starts_turn(canon[n]))
        # next_turn, the new messages, then micro_compact and maybe auto_compact before
        # the model call: one transaction, one commit.
        done = services.append_and_advance(tx, raw, new_turn=new_turn)
        if done.appended:
            position = Position(
                raw=position.raw + len(raw),
                items=len(canon),
                chain=chain(prefix or "", canon[n:]),
            )
        position = _save_position(tx, position)
    if done.error is not None:
        raise done.error
    return Synced(position)


# -- step 3: store the answer --------------------------------------------------------------


class AnsweredMeanwhile(Exception):
    def __init__(self, response: dict[str, Any]) -> None:
        super().__init__("answered by a concurrent request")
        self.response = response


def store(
    session: AgentSession,
    expected: Position,
    *,
    hidden: list[dict[str, Any]] | None = None,
    visible: dict[str, Any] | None = None,
    response: dict[str, Any] | None = None,
    step: bool = False,
) -> Position:
    """Append the model's messages, if the session is still where this request left it;
    with ``step``, then ``step`` in the same transaction (before the model is asked
    again)."""
    try:
        parsed_hidden = _parse(hidden, where="answer") if hidden else []
        parsed_visible = _parse([visible], where="answer") if visible else []
        canon = canonical_openai(visible, "answer") if visible else None
    except services.ServiceError as exc:
        raise UpstreamError(
            502, f"the model's answer cannot be stored: {exc.message}", "upstream_error"
        ) from exc
    genkit = [dict(m.to_dict(), metadata=INTERNAL) for m in parsed_hidden]
    genkit += [m.to_dict() for m in parsed_visible]
    with services.session_transaction(session) as tx:
        assert tx.row is not None
        current = Position.from_meta(tx.row.meta)
        if (
            current is None
            or not current.same(expected)
            or not (current.unchanged(tx.row) or raw_count(session) == expected.raw)
        ):
            last = current.last if current else None
            if last and last["items"] == expected.items and last["chain"] == expected.chain:
                raise AnsweredMeanwhile(last["response"])
            raise SessionConflict(
                f"session {session.id!r} changed while this request waited for the model "
                "(another request on the same session?); the answer was not stored. Send "
                "the conversation again"
            )
        done = services.append_and_advance(tx, genkit, step=step)
        items, digest, last = expected.items, expected.chain, None
        if canon is not None:
            last = {"items": items, "chain": digest, "response": response}
            items, digest = items + 1, chain(digest, [canon])
        position = _save_position(
            tx, Position(raw=expected.raw + len(genkit), items=items, chain=digest, last=last)
        )
    if done.error is not None:
        raise done.error
    return position


# -- memory tools run by the proxy ---------------------------------------------------------


def memory_tool_definitions() -> list[dict[str, Any]]:
    """The memory tools as the model sees them when injected: without ``session_id``,
    which the proxy fills in (the model cannot name another session)."""
    out = []
    for tool in tools.TOOLS.values():
        definition = copy.deepcopy(tool.openai())
        params = definition["function"]["parameters"]
        params["properties"].pop("session_id", None)
        params["required"] = [r for r in params.get("required", []) if r != "session_id"]
        out.append(definition)
    return out


def _run_memory_tool(user: Any, session: AgentSession, call: dict[str, Any]) -> dict[str, Any]:
    fn = call["function"]
    try:
        args = json.loads(fn.get("arguments") or "{}")
    except json.JSONDecodeError:
        args = fn.get("arguments")
    if isinstance(args, dict):
        args = dict(args, session_id=session.id)
    try:
        output: Any = tools.invoke(user, fn["name"], args)["output"]
    except services.ServiceError as exc:
        output = {"error": {"code": exc.code, "message": exc.message}}
    return {
        "role": "tool",
        "tool_call_id": call["id"],
        "name": fn["name"],
        "content": json.dumps(output, ensure_ascii=False),
    }


def _split(message: dict[str, Any], inject: bool) -> tuple[list[Any], list[Any]]:
    calls = message.get("tool_calls") or []
    if not inject:
        return [], calls
    memory = [c for c in calls if c["function"]["name"] in tools.TOOLS]
    return memory, [c for c in calls if c["function"]["name"] not in tools.TOOLS]


def _with_calls(response: dict[str, Any], calls: list[Any]) -> dict[str, Any]:
    out = copy.deepcopy(response)
    out["choices"][0]["message"]["tool_calls"] = calls
    return out


class Conversation:
    """Steps 2 and 3 for one request: model calls until an answer for the agent."""

    def __init__(
        self, user: Any, session: AgentSession, request: ProxyRequest, position: Position
    ) -> None:
        self.user = user
        self.session = session
        self.request = request
        self.position = position
        self.seconds = 0.0
        agent_tools = [
            t
            for t in request.params.get("tools") or []
            if not (request.inject and (t.get("function") or {}).get("name") in tools.TOOLS)
        ]
        self.agent_tools = agent_tools

    def call(self, round_: int, *, stream: bool) -> Any:
        params = dict(self.request.params)
        if self.request.inject:
            last = round_ == MAX_MEMORY_ROUNDS
            offered = self.agent_tools + ([] if last else memory_tool_definitions())
            if offered:
                params["tools"] = offered
            else:
                params.pop("tools", None)
                params.pop("tool_choice", None)
        context = services.context(self.session, fmt="openai")["messages"]
        call = Call(self.request.model, context, params, stream=stream)
        try:
            return call.run()
        finally:
            self.seconds += call.seconds

    def handle(self, response: dict[str, Any], round_: int) -> tuple[dict[str, Any], bool]:
        """Store what the model said; returns the answer for the agent (possibly without
        memory tool calls) and whether it is final (False: ask the model again)."""
        message = message_of(response)
        memory, agent = _split(message, self.request.inject)
        if not memory:
            self.position = store(self.session, self.position, visible=message, response=response)
            return response, True
        if round_ == MAX_MEMORY_ROUNDS:
            raise UpstreamError(
                502,
                f"the model still called memory tools after {MAX_MEMORY_ROUNDS} rounds",
                "upstream_error",
                "memory_tool_loop",
            )
        results = [_run_memory_tool(self.user, self.session, c) for c in memory]
        if agent:
            # The agent's calls go back to it; the memory calls are kept, before them.
            visible = dict(message, tool_calls=agent)
            answer = _with_calls(response, agent)
            hidden = [{"role": "assistant", "content": None, "tool_calls": memory}, *results]
            self.position = store(
                self.session, self.position, hidden=hidden, visible=visible, response=answer
            )
            return answer, True
        hidden = [dict(message, tool_calls=memory), *results]
        # The model is asked again: step first, in the same transaction.
        self.position = store(self.session, self.position, hidden=hidden, step=True)
        return response, False

    def complete(self) -> dict[str, Any]:
        for round_ in range(MAX_MEMORY_ROUNDS + 1):
            response = response_json(self.call(round_, stream=False))
            try:
                answer, final = self.handle(response, round_)
            except AnsweredMeanwhile as exc:
                return exc.response
            if final:
                return answer
        raise AssertionError("unreachable: the last round offers no memory tool")

    def events(self, first: Any) -> Iterator[bytes]:
        """Server-sent events. Without injection the provider's chunks are forwarded as
        they come; with it, a round is held back until it is known to be the answer."""
        stream = first
        try:
            for round_ in range(MAX_MEMORY_ROUNDS + 1):
                if round_:
                    stream = self.call(round_, stream=True)
                assembled = Assembler()
                try:
                    for chunk in stream:
                        data = chunk_json(chunk)
                        assembled.add(data)
                        if not self.request.inject:
                            yield sse(data)
                except UpstreamError:
                    raise
                except Exception as exc:  # litellm raises the provider's errors mid-stream
                    raise upstream_error(exc) from exc
                response = assembled.response()
                try:
                    answer, final = self.handle(response, round_)
                except AnsweredMeanwhile as exc:
                    if self.request.inject:
                        for data in chunks_of(exc.response):
                            yield sse(data)
                        yield DONE
                        return
                    raise SessionConflict(
                        "a concurrent request on this session stored another answer; "
                        "this one was not stored"
                    ) from exc
                if final:
                    if self.request.inject:
                        chunks = assembled.chunks if answer is response else chunks_of(answer)
                        for data in chunks:
                            yield sse(data)
                    yield DONE
                    return
        except UpstreamError as exc:
            yield sse(exc.to_json())
        except services.ServiceError as exc:
            yield sse(
                {"error": {"message": exc.message, "type": "memorylab_error", "code": exc.code}}
            )


def chat_completion(user: Any, session_id: str, request: ProxyRequest) -> Outcome:
    check_model(request.model)
    session = session_for(user, session_id, request.messages)
    synced = sync_history(session, request.messages)
    if synced.replay is not None:
        events = None
        if request.stream:
            events = iter([*(sse(d) for d in chunks_of(synced.replay)), DONE])
        return Outcome(response=synced.replay, events=events, replayed=True, session=session)
    conversation = Conversation(user, session, request, synced.position)
    if request.stream:
        # The first call is made here, so that a refused request is an HTTP error status.
        first = conversation.call(0, stream=True)
        return Outcome(
            events=conversation.events(first),
            upstream_seconds=conversation.seconds,
            session=session,
        )
    response = conversation.complete()
    return Outcome(response=response, upstream_seconds=conversation.seconds, session=session)
