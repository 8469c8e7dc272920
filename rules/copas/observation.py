"""What one Copas seat may know."""

from __future__ import annotations

from typing import NamedTuple

from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.options import OptionValue


class CompletedTrick(NamedTuple):
    leader: int
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    winner: int


class CopasObservation(NamedTuple):
    """What one seat may know, in the shared vocabulary (``rules.core.observation``) plus Copas's
    own facts. Immutable; a NamedTuple rather than a frozen dataclass because it is built for
    every seat after every action in search and fuzzing, where construction cost matters."""

    seat: int
    players: int
    options: tuple[tuple[str, OptionValue], ...]
    to_move: tuple[int, ...]
    legal_actions: tuple[CardAction, ...]
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    round_no: int
    dealer: int
    leader: int
    bonus_round: bool
    pending_bonus: int | None
    trick_no: int
    trick: tuple[tuple[int, Card], ...]  # the trick in progress
    history: tuple[CompletedTrick, ...]  # this round's finished tricks: played face up, so public
    tricks_won: tuple[int, ...]
    cups_taken: tuple[int, ...]  # this round, per seat: Cups in its tricks (public: played face up)
    own_won: tuple[Card, ...]
    cups_discarded: bool
    scores: tuple[int, ...]  # game totals (penalty points) after the rounds finished so far
    round_points: tuple[tuple[float, ...], ...]
    is_over: bool

    @property
    def option(self) -> dict[str, OptionValue]:
        return dict(self.options)

    def sweeping(self) -> int | None:
        """The seat that has taken every finished trick of this round so far (taking them all
        scores 10 against everyone else), or None if nobody has, or no trick is finished."""
        done = len(self.history)
        return next((s for s, n in enumerate(self.tricks_won) if n == done), None) if done else None

    def played_cards(self) -> list[Card]:
        """Every card seen on the table this round, finished tricks and the current one."""
        out = [c for t in self.history for _, c in t.plays]
        out.extend(c for _, c in self.trick)
        return out
