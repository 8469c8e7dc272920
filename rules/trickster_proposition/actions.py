"""The Trickster Proposition's actions and their text.

- ``play 5F``: lead a card, or follow (suit if able). A ``CardAction``.
- ``bribe 5F great`` / ``bribe 5F bad``: the follower's once-a-round bribe, a ``Bribe``.
- ``give 5F``: the trick's loser sends one of the three trick cards to Ea-Nasir.
- ``keep 3B``: the winner keeps one of the two cards left.

Every action is interned (one object per card, per card and slot for bribes), so
``legal_actions`` hands out existing objects and the text form parses back to the same object.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.copper_trickster.deck import copper_deck
from rules.copper_trickster.quality import BAD, GREAT
from rules.core.actions import CardAction, CardActions
from rules.core.cards import Card
from rules.core.errors import IllegalAction
from rules.core.events import SeatName

PLAY, BRIBE, GIVE, KEEP = "play", "bribe", "give", "keep"
BRIBE_SLOTS: tuple[str, ...] = (GREAT, BAD)  # the two face-down slots, in indicator order
VERBS: tuple[str, ...] = (PLAY, BRIBE, GIVE, KEEP)


@dataclass(frozen=True, slots=True)
class Bribe:
    """Play ``card`` as a bribe (losing the trick) and look at the suit card on ``slot``.

    Text form: ``"bribe 5F great"``.
    """

    card: Card
    slot: str  # GREAT or BAD

    @property
    def verb(self) -> str:
        return BRIBE

    def __str__(self) -> str:
        return f"{BRIBE} {self.card.code} {self.slot}"

    def words(self, name: SeatName) -> str:
        """The bribe in words, the card by its code (a hint names it)."""
        return f"bribe with {self.card.code} to look at the {self.slot.capitalize()} slot"


Action = CardAction | Bribe


@cache
def play_actions() -> CardActions:
    return CardActions(copper_deck(), PLAY, example="5F")


@cache
def give_actions() -> CardActions:
    return CardActions(copper_deck(), GIVE, example="5F")


@cache
def keep_actions() -> CardActions:
    return CardActions(copper_deck(), KEEP, example="3B")


@cache
def bribe_actions() -> tuple[tuple[Bribe, Bribe], ...]:
    """Per ``card.index``: the bribe looking at the great slot, then the one at the bad slot."""
    return tuple((Bribe(c, GREAT), Bribe(c, BAD)) for c in copper_deck())


def bribe_action(card: Card, slot: str) -> Bribe:
    """The interned bribe of ``card`` looking at ``slot``."""
    return bribe_actions()[card.index][BRIBE_SLOTS.index(slot)]


def parse_bribe(text: str) -> Bribe:
    """``"bribe 5F great"`` (any case and spacing) as its interned ``Bribe``."""
    words = text.split()
    if words and words[0].lower() == BRIBE:
        words = words[1:]
    if len(words) != 2:
        raise IllegalAction(
            f"cannot read {text!r}: a bribe looks like 'bribe 5F great' or 'bribe 5F bad' "
            "(the card you play, then the slot you look at)"
        )
    code, slot = words
    try:
        card = copper_deck().card(code)
    except KeyError:
        raise IllegalAction(
            f"cannot read {text!r}: there is no card {code!r} (cards look like 5F, 3B)"
        ) from None
    slot = slot.lower()
    if slot not in BRIBE_SLOTS:
        raise IllegalAction(
            f"cannot read {text!r}: the slot to look at is 'great' or 'bad', not {words[1]!r}"
        )
    return bribe_action(card, slot)


def parse_action(text: str, default_verb: str = PLAY) -> Action:
    """Any action's text form; a bare card code (``"5F"``) is read with ``default_verb``."""
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb == BRIBE:
        return parse_bribe(text)
    table = {PLAY: play_actions, GIVE: give_actions, KEEP: keep_actions}
    if verb in table:
        return table[verb]().parse(text)
    if len(words) == 1 and default_verb in table:
        return table[default_verb]().parse(text)
    raise IllegalAction(
        f"cannot read {text!r}: an action is 'play 5F', 'bribe 5F great', 'bribe 5F bad', "
        "'give 5F' or 'keep 3B'"
    )
