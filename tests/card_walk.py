"""Find every card an observation carries, wherever it sits, for the leak checks."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any

from rules.core.cards import Card


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def cards_in(obj: Any, out: set[Card] | None = None) -> set[Card]:
    """Every ``Card`` reachable from ``obj`` through dataclass fields, tuples, lists, sets, dicts."""
    if out is None:
        out = set()
    if isinstance(obj, Card):
        out.add(obj)
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for item in obj:
            if not isinstance(item, (int, str, float, bool)) or isinstance(item, Card):
                cards_in(item, out)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            cards_in(k, out)
            cards_in(v, out)
    elif is_dataclass(obj):
        for name in _field_names(type(obj)):
            cards_in(getattr(obj, name), out)
    elif hasattr(obj, "card"):  # actions
        cards_in(obj.card, out)
    return out
