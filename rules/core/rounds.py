"""The skeleton every game here shares: a game of rounds at a table of seats.

``RoundsGame`` holds what the six games used to write each for itself: the player-count check,
the running totals, the rounds' results, the round number, whose turn it is, the start events and
the end of the game. A game keeps only its own: ``setup`` (its options and the chance drawn once a
game), ``deal_round`` (a round's deal and first turn) and its phases.

A game with phases dispatches by a table, not an if-chain: ``phases`` maps each phase to a
``Phase`` of plain functions (``legal``, ``apply``, ``why``), and ``legal_actions``, ``apply`` and
``why_illegal`` look the current phase up there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar, TypeVar

from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.options import OptionValue
from rules.core.results import RoundResult
from rules.core.state import FLAT, VALUE, GameState

T = TypeVar("T")


@cache
def seat_tuples(players: int) -> tuple[tuple[int, ...], ...]:
    """``((0,), (1,), ...)``: the one-seat ``to_move`` of each seat, shared."""
    return tuple((s,) for s in range(players))


def count_words(counts: Sequence[int]) -> str:
    """``"3 to 5"``, ``"2 or 3"``, ``"2"``: a game's player counts as a sentence says them."""
    counts = sorted(counts)
    if len(counts) == 1:
        return str(counts[0])
    if len(counts) == 2:
        return f"{counts[0]} or {counts[1]}"
    if counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}"


def check_players(title: str, counts: Sequence[int], players: int) -> None:
    """``ValueError`` ("Tavern Tricks is for 3 to 6 players, not 7") unless ``players`` fits."""
    if players not in counts:
        raise ValueError(f"{title} is for {count_words(counts)} players, not {players}")


def fixed_for_round(fixed: Sequence[T], round_no: int, default: T) -> T:
    """What a record's deal fixes for round ``round_no`` (1-based), or ``default`` past its end."""
    return fixed[round_no - 1] if round_no <= len(fixed) else default


@dataclass(frozen=True, slots=True)
class Phase:
    """The rules of one phase, as plain functions of (state, seat[, action]).

    ``legal`` lists the seat's actions; ``apply`` takes one (raising ``IllegalAction`` with the
    reason); ``why``, if given, says why an action is illegal without playing it (None: legal).
    """

    legal: Callable[..., Sequence[Any]]
    apply: Callable[..., list[Event]]
    why: Callable[..., str | None] | None = None


def _no_actions(state: Any, seat: int) -> Sequence[Any]:
    return ()


def _game_over(state: Any, seat: int, action: Any) -> list[Event]:
    raise IllegalAction("the game is over")


def _over_why(state: Any, seat: int, action: Any) -> str | None:
    return "the game is over"


OVER = Phase(_no_actions, _game_over, _over_why)  # the phase after the last round


class RoundsGame(GameState):
    """A game of rounds: the shared fields and turn keeping; see the module's docstring.

    Fields: ``round_no`` (0 before the first deal), ``over``, ``turn`` (the one seat to act, -1
    when none or several), ``_to_move``, ``totals`` (per seat, from ``start_total``), ``rounds``
    (each scored round's ``RoundResult``) and ``_start_events`` (what ``opening_events`` returns).
    """

    title: ClassVar[str]  # the game's name, for messages
    player_counts: ClassVar[tuple[int, ...]]
    start_total: ClassVar[int] = 0
    over_phase: ClassVar[str | None] = None  # the phase a phased game ends in
    phases: ClassVar[Mapping[str, Phase]] = {}
    _last_round: int = 1 << 30  # the round after which no round is dealt (``end_with_round``)

    clone_shapes = {
        **GameState.clone_shapes,
        "_seat_tuples": VALUE,
        "_to_move": VALUE,
        "totals": FLAT,
        "rounds": FLAT,
        "_start_events": FLAT,
    }

    def __init__(
        self,
        players: int,
        options: Mapping[str, OptionValue],
        seed: int,
        deal: Mapping[str, Any] | None = None,
        *,
        dealt: bool = True,
    ) -> None:
        super().__init__(players, options, seed, deal)
        check_players(self.title, self.player_counts, players)
        self._seat_tuples = seat_tuples(players)
        self.totals: list[int] = [self.start_total] * players
        self.rounds: list[RoundResult] = []
        self.over = False
        self.round_no = 0
        self.turn = -1
        self._to_move: tuple[int, ...] = ()
        self.setup()
        # ``dealt=False``: no first round, for a sampler that sets every round field itself.
        self._start_events: list[Event] = self.start_round() if dealt else []

    # --- what a game writes -------------------------------------------------------------------
    def setup(self) -> None:
        """The game's own fields and the chance drawn once a game (before the first deal)."""

    def deal_round(self) -> list[Event]:
        """Deal round ``round_no`` and name its first turn; return its start events."""
        raise NotImplementedError

    # --- the shared skeleton --------------------------------------------------------------------
    def start_round(self) -> list[Event]:
        """The next round: its number, its deal, its first turn (none after ``end_with_round``)."""
        if self.round_no >= self._last_round:
            self.turn = -1
            self._to_move = ()
            return []
        self.round_no += 1
        return self.deal_round()

    def end_with_round(self) -> None:
        self._last_round = self.round_no

    def keep_round_end(self, round_no: int) -> None:
        if round_no >= self._last_round:
            return  # a search's copy: nobody will look at its round's end
        super().keep_round_end(round_no)

    def opening_events(self) -> list[Event]:
        return list(self._start_events)

    def to_move(self) -> tuple[int, ...]:
        return self._to_move

    def is_over(self) -> bool:
        return self.over

    def give_turn(self, seat: int) -> None:
        """``seat`` alone acts next."""
        self.turn = seat
        self._to_move = self._seat_tuples[seat]

    def end_game(self) -> None:
        """Nobody acts any more: the game is over."""
        self.over = True
        self.turn = -1
        self._to_move = ()
        if self.over_phase is not None:
            self.phase = self.over_phase

    def fixed_this_round(self, rounds: Sequence[T], default: T) -> T:
        """What the deal fixes for the current round, or ``default``."""
        return fixed_for_round(rounds, self.round_no, default)


class PhasedGame(RoundsGame):
    """A ``RoundsGame`` whose moves depend on its ``phase``: each phase's rules in ``phases``."""

    phase: str

    def legal_actions(self, seat: int) -> Sequence[Any]:
        return self.phases[self.phase].legal(self, seat)

    def apply(self, seat: int, action: Any) -> list[Event]:
        return self.phases[self.phase].apply(self, seat, action)

    def why_illegal(self, seat: int, action: Any) -> str | None:
        why = self.phases[self.phase].why
        if why is None:
            return super().why_illegal(seat, action)
        return why(self, seat, action)


__all__ = [
    "OVER",
    "Phase",
    "PhasedGame",
    "RoundsGame",
    "check_players",
    "count_words",
    "fixed_for_round",
    "seat_tuples",
]
