"""Who takes a trick of The Trickster Proposition, and why, in the game's words.

The two players' cards decide it: the higher card of the led suit wins, and a bribe always
loses. Ea-Nasir's turned-up card never wins or loses; when it is a higher card of the led suit
than the winner's, the reason says so, since it is the one surprise a newcomer meets.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.copper_trickster.deck import SUIT_SINGULAR
from rules.core.cards import Card
from rules.core.events import TrickWon
from rules.core.tricks import trick_winner

BRIBE_REASON = "a bribe loses the trick"
BRIBE_COUNTED_AS = "a bribe"  # how the briber's card counted (the review: "the 7 of Fish as a bribe")
EA_NEVER_WINS = "Ea-Nasir's card never wins"


def decide_trick(
    plays: Sequence[tuple[int, Card]], ea_card: Card | None, briber: int | None = None
) -> tuple[int, str, tuple[str, ...]]:
    """The seat that takes the trick of ``plays`` (leader first), the reason, and how each play
    counted (``()`` when both counted as printed). ``briber``: the follower who bribed, if one did."""
    leader, lead = plays[0]
    led = lead.suit
    if briber is not None:
        counted = tuple(BRIBE_COUNTED_AS if seat == briber else "" for seat, _ in plays)
        return leader, BRIBE_REASON, counted
    winner = trick_winner(plays, led)
    card = next(c for s, c in plays if s == winner)
    followed = all(c.suit == led for _, c in plays)
    word = SUIT_SINGULAR[led]
    reason = f"highest {word}" if followed else f"the only {word} played"
    return winner, _with_ea(reason, card, ea_card), ()


def _with_ea(reason: str, winning: Card, ea_card: Card | None) -> str:
    """``reason``, saying that Ea-Nasir's card did not win when it outranks the winning card in
    the led suit."""
    if ea_card is not None and ea_card.suit == winning.suit and ea_card.rank > winning.rank:
        return f"{reason} ({EA_NEVER_WINS})"
    return reason


def trick_won(
    plays: Sequence[tuple[int, Card]], trick_no: int, ea_card: Card | None, briber: int | None = None
) -> TrickWon:
    """The ``TrickWon`` event of a finished trick, with its reason."""
    winner, reason, counted = decide_trick(plays, ea_card, briber)
    return TrickWon(winner, tuple(plays), trick_no, reason, counted)
