"""Find every card an observation carries, wherever it sits, for the leak checks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from functools import cache
from operator import attrgetter
from typing import Any

from rules.core.cards import Card

# How ``cards_in`` looks into a value, by its type (worked out once per type, and without
# recursion: the random-play tests walk millions of values).
CARD, ITEMS, MAPPING, FIELDS, OTHER, ATOM = range(6)


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


@cache
def _kind(cls: type) -> int:
    if issubclass(cls, Card):
        return CARD
    if issubclass(cls, (tuple, list, set, frozenset)):
        return ITEMS
    if issubclass(cls, dict):
        return MAPPING
    if is_dataclass(cls):
        return FIELDS
    if issubclass(cls, (int, str, float, bool)):
        return ATOM  # numbers and strings carry no card
    return OTHER


def cards_in(obj: Any, out: set[Card] | None = None) -> set[Card]:
    """Every ``Card`` reachable from ``obj`` through dataclass fields, tuples, lists, sets, dicts
    and the ``card`` of an action."""
    if out is None:
        out = set()
    todo = [obj]
    look, push, more, kind_of, add = todo.pop, todo.append, todo.extend, _kind, out.add
    while todo:
        value = look()
        kind = kind_of(type(value))
        if kind == ITEMS:
            more(value)
        elif kind == CARD:
            add(value)
        elif kind == FIELDS:
            more(_fields_of(type(value))(value))
        elif kind == MAPPING:
            for k, v in value.items():
                push(k)
                push(v)
        elif kind == OTHER and hasattr(value, "card"):  # actions
            push(value.card)
    return out


@cache
def _fields_of(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    """A dataclass's field values, as a tuple."""
    names = _field_names(cls)
    if not names:
        return lambda value: ()
    get = attrgetter(*names)
    return get if len(names) > 1 else lambda value: (get(value),)
