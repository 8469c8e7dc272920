"""Two combinators that build a turn from simpler choices: ``Then`` (a second step built from the
first one's result, with a Back button: a card then its potion effects, a specialty card then
its target) and ``Either`` (two ways to act in one turn: play a card or pay for something
else). No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.table.choice import BACK, Action, Choice, Control, Mark, Refused
from rules.core.cards import Card


class Then(Choice):
    """Two steps: what ``first`` returns goes to ``then``, which builds the second step (or
    returns ``None``: the first result is the action). Back, or picking the first piece again,
    returns to the first step.

    ``then`` must only build the choice, with no other effect: ``leads_to`` may call it to look
    past a first step that names nothing of a hinted action."""

    def __init__(self, first: Choice, then: Callable[[Any], Choice | None], back_label: str = "Back") -> None:
        self.first = first
        self.then = then
        self.back_label = back_label
        self.second: Choice | None = None
        self.picked = ""  # the piece that led to the second step, shown selected

    @property
    def current(self) -> Choice:
        return self.second if self.second is not None else self.first

    @property
    def hint(self) -> str:  # type: ignore[override]
        return self.current.hint

    @property
    def engaged(self) -> bool:
        return self.second is not None or self.first.engaged

    def marks(self) -> Mapping[str, Mark]:
        if self.second is None:
            return self.first.marks()
        out = dict(self.second.marks())
        if self.picked and self.picked not in out:
            out[self.picked] = Mark(True, selected=True)
        return out

    def controls(self) -> tuple[Control, ...]:
        if self.second is None:
            return self.first.controls()
        return (*self.second.controls(), Control(self.back_label, BACK))

    def _advance(self, result: Any, picked: str) -> Action | None:
        if result is None:
            return None
        second = self.then(result)
        if second is None:
            return result
        self.second, self.picked = second, picked
        return None

    def back(self) -> None:
        self.second, self.picked = None, ""

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        if self.second is not None:
            steps = self.second.leads_to(action, cards)
            if steps or not self._first_leads_to(action, cards):
                return steps
            return (BACK,)  # the second step is another one's: back to the first
        return self._first_leads_to(action, cards)

    def roles_of(self, steps: Sequence[str]) -> Mapping[str, str]:
        return (self.second if self.second is not None else self.first).roles_of(steps)

    def _first_leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        direct = self.first.leads_to(action, cards) or self.first.toward(action, cards)
        if direct:
            return direct
        for keys, result in self.first.outcomes():  # a first step that names none of the action
            second = self.then(result)  # (an option that opens the real choice): look one step on
            if second is not None and second.leads_to(action, cards):
                return keys
        return ()

    def pick(self, key: str) -> Action | None:
        if self.second is None:
            return self._advance(self.first.pick(key), key)
        if key == self.picked and key not in self.second.marks():
            self.back()
            return None
        return self.second.pick(key)

    def press(self, key: str) -> Action | None:
        if self.second is None:
            return self._advance(self.first.press(key), "")
        if key == BACK:
            self.back()
            return None
        return self.second.press(key)


class Either(Choice):
    """Several ways to act this turn (play a card, or pay for something else): their pieces and controls side by
    side; once one of them is engaged, only that one is offered until it is backed out of."""

    def __init__(self, *choices: Choice, hint: str = "") -> None:
        if not choices:
            raise ValueError("Either needs at least one choice")
        self.choices = choices
        self._hint = hint

    def _live(self) -> tuple[Choice, ...]:
        engaged = [c for c in self.choices if c.engaged]
        return tuple(engaged[:1]) or self.choices

    @property
    def hint(self) -> str:  # type: ignore[override]
        live = self._live()
        return live[0].hint if len(live) == 1 or not self._hint else self._hint

    @property
    def engaged(self) -> bool:
        return any(c.engaged for c in self.choices)

    def marks(self) -> Mapping[str, Mark]:
        out: dict[str, Mark] = {}
        for choice in reversed(self._live()):
            out.update(choice.marks())
        return out

    def controls(self) -> tuple[Control, ...]:
        return tuple(c for choice in self._live() for c in choice.controls())

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        live = self._live()
        steps = next((keys for choice in live if (keys := choice.leads_to(action, cards))), ())
        if steps or len(live) == len(self.choices):
            return steps
        # One way begun, the hint another: back out of it, where it has a Back.
        others = [c for c in self.choices if c not in live]
        if any(c.leads_to(action, cards) for c in others) and any(c.key == BACK for c in live[0].controls()):
            return (BACK,)
        return ()

    def roles_of(self, steps: Sequence[str]) -> Mapping[str, str]:
        roles: dict[str, str] = {}
        for choice in reversed(self._live()):  # the first choice's word wins, as its marks do
            roles.update(choice.roles_of(steps))
        return roles

    def pick(self, key: str) -> Action | None:
        for choice in self._live():
            if key in choice.marks():
                return choice.pick(key)
        raise Refused("That is not part of this move.")

    def press(self, key: str) -> Action | None:
        for choice in self._live():
            if any(c.key == key for c in choice.controls()):
                return choice.press(key)
        raise Refused("That button does nothing now.")
