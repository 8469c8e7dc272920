"""The state interface every game implements (after OpenSpiel's State).

A state is made from (player count, options, seed, optional deal); all chance comes from the
seed unless the deal fixes it. Seats are numbered 0..n-1 clockwise.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from rules.core.cards import Card
from rules.core.clone import copy_state, copy_value
from rules.core.errors import IllegalAction
from rules.core.events import Event
from rules.core.options import OptionValue
from rules.core.results import GameResult


class Action(Protocol):
    """An action is a small frozen value; ``str(action)`` is its text form, which parses back."""

    def __str__(self) -> str: ...


def VALUE(value: Any) -> Any:
    """A clone shape: an immutable value (cards, tuples, frozen events...), shared."""
    return value


def FLAT(value: Any) -> Any:
    """A clone shape: a list, set or dict of immutable values, copied one level deep."""
    return value.copy()


def NESTED(value: Any) -> Any:
    """A clone shape: a list of lists (or sets, dicts) of immutable values, copied two levels deep."""
    return [v.copy() for v in value]


@dataclass(frozen=True, eq=False)
class KeptRound:
    """A round's end kept for the table: ``state`` is a copy of the game as the round ended,
    never played on (a value: clones share it; two are equal when their states' fields are)."""

    round_no: int
    state: GameState
    views: dict[int, Any] = field(default_factory=dict)  # each seat's observation, once asked

    def view(self, seat: int) -> Any:
        """``seat``'s observation of the kept state: the same object each time it is asked."""
        view = self.views.get(seat)
        if view is None:
            view = self.views[seat] = self.state.observation(seat)
        return view

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, KeptRound):
            return NotImplemented
        return self.round_no == other.round_no and (
            self.state is other.state or vars(self.state) == vars(other.state)
        )

    def __hash__(self) -> int:
        return hash(self.round_no)


_PLAIN = frozenset({int, bool, str, float, type(None), Card})  # shared as they are, by ``clone``


class GameState(abc.ABC):
    """One game in progress."""

    game_id: ClassVar[str]
    # How ``clone`` copies an attribute whose shape is known (VALUE, FLAT, NESTED); every other
    # attribute goes through the generic ``copy_value``. A shape is a promise the interface tests
    # check on every state of random games (tests/test_state_skeleton.py).
    clone_shapes: ClassVar[Mapping[str, Callable[[Any], Any]]] = {"options": FLAT, "round_end": VALUE}
    # What ``keep_round_end`` must copy, if the game says: the fields it changes in place once a
    # round has ended (the totals, the list of rounds). A game that names them promises that its
    # next deal and play put new containers in every other field rather than changing the old
    # ones, so the round's end is kept as a shallow copy with only these copied: random play ends
    # a round every few dozen actions, and a full ``clone`` of it is a tenth of Copas' random play.
    # None: a full clone. tests/test_round_end_kept.py holds each game that names them to it.
    round_end_changes: ClassVar[tuple[str, ...] | None] = None

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
        # the last round as it ended, before the next deal
        self.round_end: KeptRound | None = None

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

    def end_with_round(self) -> None:
        """Let this copy end with the round in progress: a search whose playouts stop at the
        round's score has no use for the next deal. A game of rounds then leaves the next round
        undealt, with nobody to act (``RoundsGame``); by default nothing changes."""

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

        Generic on purpose, so a field added to a state cannot be forgotten: an attribute the
        class's ``clone_shapes`` does not name goes through ``copy_value``; a named one is copied
        by its shape, without walking it. A game may override this with a faster copy only if a
        test proves the two equal (tests/test_game_interface.py).
        """
        if "__slots__" in type(self).__dict__:
            return copy_state(self)
        new = object.__new__(type(self))
        shapes = self.clone_shapes
        plain = _PLAIN
        copied = {}
        for name, value in self.__dict__.items():
            shape = shapes.get(name)
            if shape is not None:
                copied[name] = shape(value)
            elif type(value) in plain:
                copied[name] = value
            else:
                copied[name] = copy_value(value)
        new.__dict__ = copied
        return new

    @classmethod
    @abc.abstractmethod
    def sample_from(cls, observation: Any, rng: random.Random) -> GameState:
        """A full state consistent with ``observation``: hidden cards dealt at random (for search).

        Build it from a real ``cls(players, options, seed)`` so every field exists, then set
        what the observation fixes and deal what it hides. A sampler that sets every field of
        the round itself may skip the constructor's deal (``dealt=False`` on a ``RoundsGame``;
        tests/test_sampling.py checks that no field is left out): a search samples thousands.
        """

    def redraw_chance_ahead(self, rng: random.Random) -> None:
        """Draw again what this state drew before the rules draw it (the oracle's copies,
        ``rules.ai.levels.TrueDeal``, which see the cards where they lie but no chance to come).

        Chance drawn from the seed when it comes is redrawn by a new seed and needs nothing here.
        A game that draws a later shuffle ahead, with the deal, and keeps it in a field redraws
        it here while it is still to come (The Copper Trickster: the slots' suits and the
        Party's trump). A face-down pile shuffled at the start is cards where they lie, not
        chance to come."""

    def keep_round_end(self, round_no: int) -> None:
        """Remember what every seat sees as round ``round_no`` ends: its tricks taken, its hand
        played out. A game calls it once the round is scored and before the next deal, so the
        table can show the round's end under its summary even though ``apply`` dealt on.

        What is kept is a copy of the state, read only when asked (random play and search end
        many rounds nobody looks at)."""
        changes = self.round_end_changes
        if changes is None:
            snapshot = self.clone()
        else:
            snapshot = object.__new__(type(self))
            fields = self.__dict__.copy()
            for name in changes:
                fields[name] = copy_value(fields[name])
            snapshot.__dict__ = fields
        snapshot.round_end = None
        self.round_end = KeptRound(round_no, snapshot)

    def round_end_view(self, seat: int, round_no: int) -> Any | None:
        """``seat``'s observation as round ``round_no`` ended, if the game kept it."""
        kept = self.round_end
        if kept is None or kept.round_no != round_no or not 0 <= seat < self.players:
            return None
        return kept.view(seat)

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
