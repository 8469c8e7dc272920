"""Copying a game state so that no field can be forgotten.

``copy_state`` copies every attribute of a state: mutable containers (lists, dicts, sets,
deques, at any depth) become new containers, immutable values (numbers, strings, cards, frozen
dataclasses, tuples of those) are shared. A value of a kind it does not know is an error, not a
silent share: a new field of a new mutable kind must be taught here (or kept immutable).
"""

from __future__ import annotations

import enum
import random
import types
from collections import defaultdict, deque
from functools import cache
from typing import Any, TypeVar

from rules.core.cards import Card

T = TypeVar("T")

# Kinds of values, by type (cached per type).
_SHARE, _LIST, _DICT, _SET, _TUPLE, _FROZENSET, _DEQUE, _DEFAULTDICT, _RANDOM, _UNKNOWN = range(10)

_SHARED_TYPES: tuple[type, ...] = (
    int,
    float,
    complex,
    str,
    bytes,
    bool,
    type(None),
    range,
    Card,
    type,
    enum.Enum,
    types.FunctionType,
    types.BuiltinFunctionType,
)


@cache
def _kind(t: type) -> int:
    if t is list:
        return _LIST
    if t is dict:
        return _DICT
    if t is set:
        return _SET
    if issubclass(t, tuple):
        return _TUPLE
    if t is frozenset:
        return _FROZENSET
    if t is deque:
        return _DEQUE
    if t is defaultdict:
        return _DEFAULTDICT
    if issubclass(t, random.Random):
        return _RANDOM
    if issubclass(t, _SHARED_TYPES):
        return _SHARE
    params = getattr(t, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return _SHARE  # a frozen dataclass is a value (an event, a completed trick, an action)
    return _UNKNOWN


def _all_shared(items: Any) -> bool:
    """Whether every item is an immutable leaf (checked per distinct type, so it stays cheap)."""
    return all(_kind(t) == _SHARE for t in set(map(type, items)))


def copy_value(value: T) -> T:
    """``value`` with every mutable container in it copied, at any depth; immutables shared."""
    kind = _kind(type(value))  # type: ignore[arg-type]  # mypy wrongly takes type[T] as not Hashable
    if kind == _SHARE:
        return value
    if kind == _LIST:
        if _all_shared(value):
            return value[:]  # type: ignore[index]
        return [copy_value(v) for v in value]  # type: ignore[attr-defined, return-value]
    if kind == _DICT:
        return {k: copy_value(v) for k, v in value.items()}  # type: ignore[attr-defined, return-value]
    if kind == _SET:
        return set(value)  # type: ignore[call-overload]  # a set's members are hashable values
    if kind == _TUPLE:
        return _copy_tuple(value)  # type: ignore[arg-type]
    if kind == _FROZENSET:
        return value
    if kind == _DEQUE:
        return deque((copy_value(v) for v in value), value.maxlen)  # type: ignore[attr-defined, return-value]
    if kind == _DEFAULTDICT:
        out: defaultdict[Any, Any] = defaultdict(value.default_factory)  # type: ignore[attr-defined]
        out.update((k, copy_value(v)) for k, v in value.items())  # type: ignore[attr-defined]
        return out  # type: ignore[return-value]
    if kind == _RANDOM:
        rng = type(value)()
        rng.setstate(value.getstate())  # type: ignore[attr-defined]
        return rng
    raise TypeError(
        f"cannot copy a {type(value).__qualname__} in a game state: keep state in lists, dicts, "
        "sets, tuples and frozen values, or teach rules.core.clone this kind"
    )


def _copy_tuple(value: tuple) -> Any:
    """The tuple itself if nothing in it is mutable, else a copy of the same type."""
    if _all_shared(value):
        return value
    items = [copy_value(v) for v in value]
    if all(a is b for a, b in zip(items, value)):
        return value
    if type(value) is tuple:
        return tuple(items)
    make = getattr(type(value), "_make", None)  # a NamedTuple
    return make(items) if make is not None else type(value)(items)


@cache
def _slot_names(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return tuple(n for n in names if n not in ("__dict__", "__weakref__"))


def copy_state(state: T) -> T:
    """A new object of ``state``'s type whose every attribute is ``copy_value`` of the original's."""
    new = object.__new__(type(state))
    if hasattr(state, "__dict__"):
        new.__dict__.update({k: copy_value(v) for k, v in state.__dict__.items()})
    for name in _slot_names(type(state)):  # type: ignore[arg-type]  # mypy wrongly takes type[T] as not Hashable
        if hasattr(state, name):
            object.__setattr__(new, name, copy_value(getattr(state, name)))
    return new


def is_mutable_container(value: Any) -> bool:
    """Whether ``value`` is a container ``copy_value`` copies rather than shares."""
    kind = _kind(type(value))  # type: ignore[arg-type]  # mypy wrongly takes type[Any] as not Hashable
    return kind in (_LIST, _DICT, _SET, _DEQUE, _DEFAULTDICT, _RANDOM)


__all__ = ["copy_state", "copy_value", "is_mutable_container"]
