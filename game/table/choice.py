"""What the human is doing this turn, and how it becomes an action: the ``Choice`` every game's
table answers ``turn(obs)`` with, and the words it speaks in.

The table asks a choice which pieces may be picked (``marks``: piece key -> ``Mark``), which extra
buttons to show in the layout's ``controls`` strip (``controls``), and what to say in the hint
line (``hint``); it passes every click, drop and key on to ``pick(piece_key)`` or
``press(control_key)``. Either returns the action once the choice is complete, ``None`` while it
is not, or raises ``Refused`` with the player-facing reason ("You must follow Cups...").

A hint names a whole action; ``leads_to(action, cards)`` says which pieces and controls make it
from the step the choice is at, in the order to take them, so the table can badge them and put
the cursor (or the button focus) on the next one; ``roles_of(steps)`` names what each does where
the badge alone would not tell them apart ("Hint: discard", "Hint: pass").

The generic kinds are in ``game.table.choices``, the two combinators in ``game.table.combined``.
No pygame here, so choices are tested without a display.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core.cards import Card

Action = Any  # whatever the game's ``apply`` takes (a CardAction, a game's own action...)
WhyNot = Callable[[Action], "str | None"]  # the rules' reason an action is illegal, or None

CONFIRM = "confirm"
BACK = "back"
LESS = "less"
MORE = "more"


HAND = "hand:"  # the keys of the shown hand's pieces begin so


def hand_key(card: Card) -> str:
    """The key of a card's piece in the shown hand (the table lays the hand out under it)."""
    return f"{HAND}{card.code}"


@dataclass(frozen=True)
class Control:
    """A button in the ``controls`` strip. ``key`` is what ``Choice.press`` receives."""

    label: str
    key: str
    enabled: bool = True
    selected: bool = False  # a toggle that is on (an effect chosen)
    reason: str = ""  # why a disabled control is disabled (said when it is pressed anyway)


@dataclass(frozen=True)
class Mark:
    """How a piece looks while the choice is open: raised and glowing if ``pickable``."""

    pickable: bool
    selected: bool = False
    badge: str = ""  # a word shown on a chosen piece ("Discard", "Pass")


class Refused(Exception):
    """A pick or press the choice does not take; ``str(err)`` says why, for the player."""


def sentence(text: str) -> str:
    """A rules message as a sentence: capital first letter, closing full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


class Choice:
    """Base: nothing to pick, no controls. Subclasses override what they offer."""

    hint = ""

    def marks(self) -> Mapping[str, Mark]:
        """Every piece this choice speaks about; pieces not named here are not part of it."""
        return {}

    def controls(self) -> tuple[Control, ...]:
        return ()

    @property
    def engaged(self) -> bool:
        """True once something is half chosen (``Either`` then offers only this way)."""
        return False

    def leads_to(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        """The piece and control keys that make ``action`` (which names ``cards``) from here, in
        the order to take them; empty where this choice cannot make it."""
        return ()

    def toward(self, action: Action, cards: Sequence[Card]) -> tuple[str, ...]:
        """As the first step of a ``Then``: the pieces that begin ``action`` without being it
        (the card of the hand it plays, before its potions or its target)."""
        return ()

    def roles_of(self, steps: Sequence[str]) -> Mapping[str, str]:
        """What each of a hint's ``steps`` (``leads_to``) does, where its badge alone would not
        tell them apart (the card to discard and the card to pass); empty where it would."""
        return {}

    def outcomes(self) -> Iterable[tuple[tuple[str, ...], Action]]:
        """What each piece or button returns at once (its keys and the result), where the
        choice knows it without being used: how a ``Then`` looks past its first step."""
        return ()

    def pick(self, key: str) -> Action | None:
        raise Refused("That is not part of this move.")

    def press(self, key: str) -> Action | None:
        control = next((c for c in self.controls() if c.key == key), None)
        if control is None:
            raise Refused("That button does nothing now.")
        raise Refused(control.reason or "That button does nothing now.")

    def _disabled(self, key: str) -> None:
        """Raise ``Refused`` if ``key`` names a disabled or unknown control."""
        control = next((c for c in self.controls() if c.key == key), None)
        if control is None:
            raise Refused("That button does nothing now.")
        if not control.enabled:
            raise Refused(control.reason or f"{control.label} is not possible now.")
