"""Who takes a trick of The Trickster Proposition, and why, in the game's words.

The two players' cards decide it: the higher card of the led suit wins, and a bribe always
loses. Ea-Nasir's turned-up card never wins or loses; when it is a higher card of the led suit
than the winner's, the reason says so, since it is the one surprise a newcomer meets.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.copper_trickster.deck import SUIT_SINGULAR
from rules.core.cards import Card
from rules.core.events import TrickWon

BRIBE_REASON = "a bribe loses the trick"
BRIBE_COUNTED_AS = "a bribe"  # how the briber's card counted (the review: "the 7 of Fish as a bribe")
BRIBED_COUNTED = ("", BRIBE_COUNTED_AS)  # the leader's card as printed, the follower's as a bribe
EA_NEVER_WINS = "Ea-Nasir's card never wins"


def decide_trick(
    plays: Sequence[tuple[int, Card]], ea_card: Card | None, briber: int | None = None
) -> tuple[int, str, tuple[str, ...]]:
    """The seat that takes the trick of ``plays`` (the leader's, then the follower's), the reason,
    and how each play counted (``()`` when both counted as printed). ``briber``: the follower who
    bribed, if one did. (On the hot path of random play: no loops, cached words.)"""
    (leader, lead), (follower, follow) = plays
    if briber is not None:
        return leader, BRIBE_REASON, BRIBED_COUNTED
    if follow.suit == lead.suit:
        winner, card = (follower, follow) if follow.rank > lead.rank else (leader, lead)
        return winner, _with_ea(highest(lead.suit), card, ea_card), ()
    return leader, _with_ea(only_one(lead.suit), lead, ea_card), ()


@cache
def highest(suit: str) -> str:
    return f"highest {SUIT_SINGULAR[suit]}"


@cache
def only_one(suit: str) -> str:
    return f"the only {SUIT_SINGULAR[suit]} played"


@cache
def _ea_never_wins(reason: str) -> str:
    return f"{reason} ({EA_NEVER_WINS})"


def _with_ea(reason: str, winning: Card, ea_card: Card | None) -> str:
    """``reason``, saying that Ea-Nasir's card did not win when it outranks the winning card in
    the led suit."""
    if ea_card is not None and ea_card.suit == winning.suit and ea_card.rank > winning.rank:
        return _ea_never_wins(reason)
    return reason


def trick_won(
    plays: Sequence[tuple[int, Card]], trick_no: int, ea_card: Card | None, briber: int | None = None
) -> TrickWon:
    """The ``TrickWon`` event of a finished trick, with its reason."""
    winner, reason, counted = decide_trick(plays, ea_card, briber)
    return TrickWon(winner, tuple(plays), trick_no, reason, counted)
