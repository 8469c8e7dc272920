"""A game at the table: the rules state, who sits in each seat, the record, and the bots.

The table scene talks to a ``Match``; the match talks to the rules core. Nothing here draws.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import asdict, dataclass, replace
from typing import Any

from game.undo import OVER as UNDO_OVER
from game.undo import TakeBack, UndoRefused, plan_take_back
from rules.ai import DEFAULT_LEVEL, Bot, bot_levels, make_bot
from rules.core.errors import IllegalAction, RecordError
from rules.core.events import Event
from rules.core.record import GameRecord, replay
from rules.core.registry import GameInfo, get_game
from rules.core.state import Action, GameState

UNDO = "undo"  # the record's (and so the save's) mark of a game played with undo allowed
UNDO_SOLO_ONLY = "Undo is only for a game of one player against bots."
UNDO_OFF = "Undo is off for this game: choose it on the New game screen."

HUMAN = "human"
BOT = "bot"
SEAT_NAME_MAX = 16  # the longest seat name the setup screen takes, and a save may hold


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str = BOT  # HUMAN or BOT
    level: str = DEFAULT_LEVEL  # bot level; ignored for humans

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    @classmethod
    def from_json(cls, data: Any) -> SeatConfig:
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise RecordError("each seat must have a name")
        kind = data.get("kind", BOT)
        if kind not in (HUMAN, BOT):
            raise RecordError(f"a seat is a human or a bot, not {kind!r:.80}")  # echo cut to 80
        level = data.get("level", DEFAULT_LEVEL)
        if not isinstance(level, str):
            raise RecordError("a bot level is a word such as 'easy'")
        return cls(data["name"], kind, level)


class Match:
    """``UnknownBotLevel`` (a ``ValueError`` naming the levels) if a bot seat's level is unknown."""

    def __init__(
        self, info: GameInfo, seats: Sequence[SeatConfig], record: GameRecord, notices: Sequence[str] = ()
    ) -> None:
        self.info = info
        self.seats = list(seats)
        self.record = record
        self.state: GameState = record.new_state()
        self._bots: dict[int, Bot] = {
            i: make_bot(info.id, s.level, seed=record.seed * 31 + i)
            for i, s in enumerate(self.seats)
            if not s.is_human
        }
        self.notices: list[str] = list(notices)  # player-facing lines about what loading replaced
        self.past_events: list[Event] = []  # a loaded match: the events its record replayed

    # --- making one ---------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        seats: Sequence[SeatConfig],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        undo: bool = False,
    ) -> Match:
        """``undo`` allows taking moves back; it takes effect only with one human against bots."""
        info = get_game(game_id)
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        record = GameRecord(
            game=game_id,
            players=len(seats),
            options=info.resolve_options(options),
            seed=seed,
            extra={"seats": [asdict(s) for s in seats]},
        )
        if undo and sum(1 for s in seats if s.is_human) == 1:
            record.extra[UNDO] = True
        return cls(info, seats, record)

    @classmethod
    def from_record(cls, record: GameRecord) -> Match:
        """Rebuild a saved match by replaying its record; ``RecordError`` says what is wrong.

        A bot level this version does not know is not an error: that seat plays at
        ``DEFAULT_LEVEL`` and ``notices`` says so.
        """
        raw_seats = record.extra.get("seats")
        if not isinstance(raw_seats, list) or len(raw_seats) != record.players:
            raise RecordError("the saved game does not say who sits in each seat")
        seats = [SeatConfig.from_json(s) for s in raw_seats]
        try:
            info = get_game(record.game)
        except KeyError as err:
            raise RecordError(str(err)) from None
        seats, shortened = _fitted_names(seats)
        seats, notices = _known_levels(info.id, seats)
        notices = shortened + notices
        extra = {**record.extra, "seats": [asdict(s) for s in seats]}
        match = cls(info, seats, replace(record, actions=[], extra=extra), notices)
        opening = match.state.opening_events()
        _, events = replay(record, match.state)
        match.past_events = [*opening, *events]
        match.record.actions = list(record.actions)
        return match

    # --- turns ----------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def humans_to_move(self) -> list[int]:
        return [s for s in self.state.to_move() if self.seats[s].is_human]

    def bots_to_move(self) -> list[int]:
        return [s for s in self.state.to_move() if not self.seats[s].is_human]

    def is_over(self) -> bool:
        return self.state.is_over()

    @property
    def undo(self) -> bool:
        """Whether this game was begun with undo allowed (it is then kept out of the statistics)."""
        return self.record.extra.get(UNDO) is True

    # --- acting ---------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply and record an action; ``IllegalAction`` (nothing recorded) if it is not allowed."""
        events = self.state.apply(seat, action)
        self.record.actions.append((seat, str(action)))
        return events

    def take_back(self, seat: int) -> TakeBack:
        """Take back ``seat``'s last move and every move after it (the state is rebuilt by
        replaying the record without them); ``UndoRefused`` saying why if it may not be."""
        if len(self.human_seats()) != 1 or not self.seats[seat].is_human:
            raise UndoRefused(UNDO_SOLO_ONLY)
        if not self.undo:
            raise UndoRefused(UNDO_OFF)
        if self.is_over():
            raise UndoRefused(UNDO_OVER)
        plan = plan_take_back(self.record, seat, self.name)
        self.state = plan.state
        del self.record.actions[plan.cut :]
        return plan

    def observation(self, seat: int) -> Any:
        return self.state.observation(seat)

    def legal_for(self, seat: int) -> tuple[Action, ...]:
        """What ``seat`` may do now, as its observation lists it (empty if not to move)."""
        return tuple(self.observation(seat).legal_actions)

    def random_action(self, seat: int, rng: random.Random) -> Action:
        """A uniformly random legal action for ``seat``: how a seat whose bot failed plays on."""
        legal = self.legal_for(seat)
        if not legal:
            raise IllegalAction(f"{self.name(seat)} has nothing to do right now")
        return rng.choice(legal)

    def bot(self, seat: int) -> Bot:
        return self._bots[seat]

    def bots(self) -> list[Bot]:
        """Every bot seat's bot."""
        return list(self._bots.values())


def _fitted_names(seats: list[SeatConfig]) -> tuple[list[SeatConfig], list[str]]:
    """The seats with every name longer than the setup screen allows (``SEAT_NAME_MAX``) cut to
    fit, and a notice for each: a save edited by hand still opens, and its names fit the plates."""
    out: list[SeatConfig] = []
    notices: list[str] = []
    for i, seat in enumerate(seats):
        if len(seat.name) > SEAT_NAME_MAX:
            short = seat.name[: SEAT_NAME_MAX - 1].rstrip() + "…"
            notices.append(f"Seat {i + 1}'s name was {len(seat.name)} characters long; it is shortened to {short}.")
            seat = replace(seat, name=short)
        out.append(seat)
    return out, notices


def _known_levels(game_id: str, seats: list[SeatConfig]) -> tuple[list[SeatConfig], list[str]]:
    """The seats with every unknown bot level replaced by ``DEFAULT_LEVEL``, and a notice for each."""
    known = set(bot_levels(game_id))
    out: list[SeatConfig] = []
    notices: list[str] = []
    for seat in seats:
        if not seat.is_human and seat.level not in known:
            notices.append(
                f"{seat.name}'s bot level {seat.level!r} is not known; "
                f"{seat.name} plays at the {DEFAULT_LEVEL} level."
            )
            seat = replace(seat, level=DEFAULT_LEVEL)
        out.append(seat)
    return out, notices
