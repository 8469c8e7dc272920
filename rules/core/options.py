"""Game options (variants, house rules, jokers) declared by each game in the registry."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core.errors import OptionError

OptionValue = bool | int | str

_TRUE = {"true", "on", "yes", "1"}
_FALSE = {"false", "off", "no", "0"}


def yes_no(text: str) -> bool | None:
    """True or False for a yes/no word (true/on/yes/1, false/off/no/0, any case), None for any
    other text."""
    t = text.strip().lower()
    return True if t in _TRUE else False if t in _FALSE else None


@dataclass(frozen=True, slots=True)
class OptionSpec:
    key: str
    label: str
    choices: tuple[OptionValue, ...]
    default: OptionValue
    help: str = ""

    def parse(self, text: str) -> OptionValue:
        """The option value a command-line or settings string names; ``OptionError`` if none."""
        t = text.strip().lower()
        for choice in self.choices:
            if isinstance(choice, bool):
                if yes_no(t) is choice:
                    return choice
            elif str(choice).lower() == t:
                return choice
        allowed = ", ".join(self.format(c) for c in self.choices)
        raise OptionError(f"option {self.key} cannot be {text!r}; allowed: {allowed}")

    @staticmethod
    def format(value: OptionValue) -> str:
        return ("on" if value else "off") if isinstance(value, bool) else str(value)

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "label": self.label,
            "values": list(self.choices),
            "default": self.default,
            "help": self.help,
        }


def resolve_options(
    specs: tuple[OptionSpec, ...], given: Mapping[str, Any] | None
) -> dict[str, OptionValue]:
    """Defaults overlaid with ``given``; unknown keys and undeclared values raise ``OptionError``.

    Values may be given typed (from JSON) or as strings (from the command line).
    """
    by_key = {s.key: s for s in specs}
    out: dict[str, OptionValue] = {s.key: s.default for s in specs}
    for key, value in (given or {}).items():
        spec = by_key.get(key)
        if spec is None:
            known = ", ".join(by_key) or "none"
            raise OptionError(f"unknown option {key!r}; this game's options: {known}")
        if isinstance(value, str):
            value = spec.parse(value)
        if value not in spec.choices or type(value) is not type(spec.default):
            raise OptionError(f"option {key} cannot be {value!r}")
        out[key] = value
    return out
