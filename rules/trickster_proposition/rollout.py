"""The Trickster Proposition's fast rollout policy for search: the easy bot, reading what the
seat to move may see off the sampled state instead of building its observation.

The easy bot (``rules.trickster_proposition.easy``) reads a few fields of an observation
(``Seen``). ``SeatView`` gives the same fields straight from the state, for the seat to move
only: its own suit, the slot it looked at by bribing, the other seat's suit only once the round
is revealed. The cards that seat has not seen are the other hand and Ea-Nasir's face-down pile,
the same cards its observation leaves out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rules.core.bots import RolloutPolicy
from rules.core.cards import Card
from rules.trickster_proposition.easy import EasyBot

if TYPE_CHECKING:
    from rules.trickster_proposition.state import TricksterPropositionState


class SeatView:
    """One seat's view of a state, as much as the easy bot reads (``easy.Seen``)."""

    __slots__ = ("_state", "known", "my_suit", "player_suits", "seat")

    def __init__(self, state: TricksterPropositionState, seat: int) -> None:
        self._state = state
        self.seat = seat
        self.my_suit = state.player_suits[seat]
        if state.revealed:
            self.known = state.slot_suits
            self.player_suits: tuple[str | None, ...] = state.player_suits
        else:
            looked = state.bribes[seat]
            self.known = tuple(p for p in state.slot_suits if p[0] == looked) if looked else ()
            self.player_suits = (self.my_suit, None) if seat == 0 else (None, self.my_suit)

    @property
    def phase(self) -> str:
        return self._state.phase

    @property
    def removed_suit(self) -> str:
        return self._state.removed_suit

    @property
    def sorting(self) -> Sequence[Card]:
        return self._state.sorting

    @property
    def trick(self) -> Sequence[tuple[int, Card]]:
        return self._state.trick

    @property
    def ea_card(self) -> Card | None:
        return self._state.ea_card

    @property
    def trick_no(self) -> int:
        return self._state.trick_no

    def unseen(self) -> list[Card]:
        """The other hand and Ea-Nasir's face-down pile, in deck order."""
        state = self._state
        return sorted([*state.hands[1 - self.seat], *state.draw], key=lambda c: c.index)


def rollout_policy(seed: int) -> RolloutPolicy:
    """The easy bot's choice for ``seat`` in a sampled state (``GameInfo.rollout``); the same
    seed makes the same choices as ``EasyBot(seed)``."""
    bot = EasyBot(seed)

    def policy(state: TricksterPropositionState, seat: int) -> Any:
        view = SeatView(state, seat)
        return bot.decide(view, state.legal_actions(seat), view.unseen)

    return policy
