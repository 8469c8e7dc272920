"""The state interface every game implements (after OpenSpiel's State).

A state is made from (player count, options, seed, optional deal); all chance comes from the
seed unless the deal fixes it. Seats are numbered 0..n-1 clockwise.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol

from rules.core.cards import Card
from rules.core.clone import copy_state
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.options import OptionValue
from rules.core.results import GameResult


class Action(Protocol):
    """An action is a small frozen value; ``str(action)`` is its text form, which parses back."""

    def __str__(self) -> str: ...


class GameState(abc.ABC):
    """One game in progress."""

    game_id: ClassVar[str]

    def __init__(
        self,
        players: int,
        options: Mapping[str, OptionValue],
        seed: int,
        deal: Mapping[str, Any] | None = None,
    ) -> None:
        self.players = players
        self.options = dict(options)
        self.seed = seed
        self.deal = dict(deal) if deal else None
        # (round number, every seat's observation) as the last round ended, before the next deal
        self.round_end: tuple[int, tuple[Any, ...]] | None = None

    # --- whose turn ---------------------------------------------------------------------------
    @abc.abstractmethod
    def to_move(self) -> tuple[int, ...]:
        """Every seat that must act now: one seat, several for a simultaneous choice, or none."""

    @abc.abstractmethod
    def is_over(self) -> bool: ...

    # --- actions --------------------------------------------------------------------------------
    @abc.abstractmethod
    def legal_actions(self, seat: int) -> Sequence[Action]:
        """The actions ``seat`` may take now (empty when it need not act)."""

    @abc.abstractmethod
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Take the action for ``seat``; raise ``IllegalAction`` saying why if the rules forbid it."""

    @abc.abstractmethod
    def parse_action(self, text: str) -> Action:
        """The action a text form names; ``IllegalAction`` if the text names none."""

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """Why ``action`` is illegal for ``seat`` now, in a player's words, or None if legal."""
        try:
            self.clone().apply(seat, action)
        except IllegalAction as err:
            return str(err)
        return None

    def opening_events(self) -> list[Event]:
        """What happened when the game was set up (the first deal, the first prize turned up),
        for a table that animates the start and a log that records it."""
        return []

    # --- knowledge ------------------------------------------------------------------------------
    @abc.abstractmethod
    def observation(self, seat: int) -> Any:
        """Exactly what ``seat`` may know now; bots and the table read only this."""

    @abc.abstractmethod
    def hidden_cards(self, seat: int) -> set[Card]:
        """Every card whose place ``seat`` may not know now (other hands, face-down piles, hidden
        bids): ``observation(seat)`` must carry none of them. The leak tests walk this."""

    def clone(self) -> GameState:
        """An independent copy: every attribute copied, mutable containers at any depth new.

        Generic on purpose, so a field added to a state cannot be forgotten. A game may override
        it with a faster copy only if a test proves the two equal (tests/test_game_interface.py).
        """
        return copy_state(self)

    @classmethod
    @abc.abstractmethod
    def sample_from(cls, observation: Any, rng: random.Random) -> GameState:
        """A full state consistent with ``observation``: hidden cards dealt at random (for search).

        Build it from a real ``cls(players, options, seed)`` so every field exists, then set
        what the observation fixes and deal what it hides.
        """

    def keep_round_end(self, round_no: int) -> None:
        """Remember what every seat sees as round ``round_no`` ends: its tricks taken, its hand
        played out. A game calls it once the round is scored and before the next deal, so the
        table can show the round's end under its summary even though ``apply`` dealt on."""
        self.round_end = (round_no, tuple(self.observation(s) for s in range(self.players)))

    def round_end_view(self, seat: int, round_no: int) -> Any | None:
        """``seat``'s observation as round ``round_no`` ended, if the game kept it."""
        kept = self.round_end
        if kept is None or kept[0] != round_no or not 0 <= seat < len(kept[1]):
            return None
        return kept[1][seat]

    # --- results --------------------------------------------------------------------------------
    @abc.abstractmethod
    def result(self) -> GameResult:
        """The score sheet so far; final when ``is_over()``."""

    # --- helpers for subclasses -----------------------------------------------------------------
    def round_rng(self, round_no: int) -> random.Random:
        """The chance source of one round, derived from the game's seed alone.

        Deriving it per round (rather than threading one generator through the game) keeps
        ``clone`` cheap and makes each round's deal independent of how the last one was played.
        """
        return random.Random(f"{self.game_id}:{self.seed}:{round_no}")

    def check_seat(self, seat: int) -> None:
        if not 0 <= seat < self.players:
            raise IllegalAction(f"there is no seat {seat} at this table")
