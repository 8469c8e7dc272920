"""A game record replayed to any point: the pure model behind the replay viewer (no pygame).

Building the model applies the record's actions once, keeping each action's events and a clone of
the state every ``SNAPSHOT_EVERY`` actions. Going to any position then clones the nearest
snapshot at or before it and applies at most ``SNAPSHOT_EVERY - 1`` actions, so stepping back is
as quick as stepping forward. A record whose action cannot be applied replays up to that action;
``problem`` says why it stops there. Nothing here names a game: tricks are the rules'
``TrickOutcome`` events, hands come from each seat's observation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.core.cards import Card
from rules.core.errors import IllegalAction, RecordError
from rules.core.events import CardLaidFaceDown, CardPlayed, Event, RoundStarted, TrickOutcome, numbered
from rules.core.record import GameRecord
from rules.core.results import GameResult
from rules.core.state import GameState

SNAPSHOT_EVERY = 16
ECHO_MAX = 80  # characters of an action's text repeated in a message


def cut(text: str, limit: int = ECHO_MAX) -> str:
    """``text`` shortened to ``limit`` characters, with an ellipsis when it was longer."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def seat_names(record: GameRecord, names: Sequence[str] | None = None) -> tuple[str, ...]:
    """The players' names by seat: ``names`` if given, else the record's seats, else "Player N"."""
    given = list(names or ())
    seats = record.extra.get("seats")
    out: list[str] = []
    for seat in range(max(0, record.players)):
        name: Any = given[seat] if seat < len(given) else None
        if not isinstance(name, str) and isinstance(seats, list) and seat < len(seats):
            entry = seats[seat]
            name = entry.get("name") if isinstance(entry, dict) else None
        text = "".join(ch for ch in name if ch.isprintable()).strip() if isinstance(name, str) else ""
        out.append(cut(text, 24) if text else numbered(seat))
    return tuple(out)


class Laid(NamedTuple):
    """A card in the trick in progress. ``face_down``: laid face down (a bid, a face-down trick
    card), so the other seats have not seen it yet; the viewer, which shows every card, marks it."""

    seat: int
    card: Card
    face_down: bool = False


@dataclass(frozen=True)
class Step:
    """One applied action of the record and the events it caused."""

    seat: int
    text: str
    events: tuple[Event, ...]


class ReplayModel:
    """Positions run from 0 (before the first action) to ``length`` (after the last applied one).

    ``RecordError`` if the record's game cannot even be set up (unknown game, bad options or deal).
    """

    def __init__(self, record: GameRecord, snapshot_every: int = SNAPSHOT_EVERY) -> None:
        self.record = record
        self.every = max(1, snapshot_every)
        state = record.new_state()
        self.opening: tuple[Event, ...] = tuple(state.opening_events())
        self._snapshots: dict[int, GameState] = {0: state.clone()}
        self.steps: list[Step] = []
        self.problem: str | None = None  # why the replay stops before the record's last action
        for index, (seat, text) in enumerate(record.actions):
            try:
                events = state.apply(seat, state.parse_action(text))
            except (IllegalAction, RecordError, ValueError, KeyError, IndexError, TypeError) as err:
                reason = cut(" ".join(str(err).split()) or type(err).__name__)
                self.problem = f"Action {index + 1} ({cut(repr(text), 40)}) cannot be applied: {reason}"
                break
            self.steps.append(Step(seat, text, tuple(events)))
            if len(self.steps) % self.every == 0:
                self._snapshots[len(self.steps)] = state.clone()
        self.trick_ends: tuple[int, ...] = tuple(
            i + 1 for i, step in enumerate(self.steps) if any(isinstance(e, TrickOutcome) for e in step.events)
        )
        self.position = 0
        self._state: tuple[int, GameState] | None = None

    # --- where we are ---------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """How many actions replay (all of the record's unless ``problem`` says otherwise)."""
        return len(self.steps)

    @property
    def finished(self) -> bool:
        """The record replays whole and its game is over."""
        return self.problem is None and self.state_at(self.length).is_over()

    def state_at(self, position: int) -> GameState:
        """A fresh state after ``position`` actions (clamped); the model keeps no reference to it."""
        position = self._clamp(position)
        base = max(p for p in self._snapshots if p <= position)
        state = self._snapshots[base].clone()
        for step in self.steps[base:position]:
            state.apply(step.seat, state.parse_action(step.text))
        return state

    @property
    def state(self) -> GameState:
        """The state at the current position (kept until the position changes; do not change it)."""
        if self._state is None or self._state[0] != self.position:
            self._state = (self.position, self.state_at(self.position))
        return self._state[1]

    def hands(self) -> list[tuple[Card, ...]]:
        """Every seat's hand at the current position, from its own observation."""
        state = self.state
        return [tuple(state.observation(seat).hand) for seat in range(self.record.players)]

    def result(self) -> GameResult:
        """The score sheet so far (the rounds scored up to the current position)."""
        return self.state.result()

    # --- moving ---------------------------------------------------------------------------------
    def _clamp(self, position: int) -> int:
        return max(0, min(self.length, int(position)))

    def go_to(self, position: int) -> int:
        self.position = self._clamp(position)
        return self.position

    def step(self, delta: int) -> int:
        """Forward (positive) or back (negative) ``delta`` actions."""
        return self.go_to(self.position + delta)

    def next_trick(self) -> int:
        """To just after the next finished trick (the end if no trick is left)."""
        later = [p for p in self.trick_ends if p > self.position]
        return self.go_to(later[0] if later else self.length)

    def previous_trick(self) -> int:
        """To just after the previous finished trick (the start if there is none)."""
        earlier = [p for p in self.trick_ends if p < self.position]
        return self.go_to(earlier[-1] if earlier else 0)

    def home(self) -> int:
        return self.go_to(0)

    def end(self) -> int:
        return self.go_to(self.length)

    # --- what happened ----------------------------------------------------------------------------
    def last_step(self) -> Step | None:
        """The action that led to the current position (None at the start)."""
        return self.steps[self.position - 1] if self.position else None

    def events_so_far(self) -> list[Event]:
        out = list(self.opening)
        for step in self.steps[: self.position]:
            out.extend(step.events)
        return out

    def tricks_so_far(self) -> list[TrickOutcome]:
        """Every trick finished up to the current position, in order."""
        return [e for step in self.steps[: self.position] for e in step.events if isinstance(e, TrickOutcome)]

    def tricks_done(self) -> int:
        return sum(1 for p in self.trick_ends if p <= self.position)

    def on_table(self) -> TrickOutcome | tuple[Laid, ...]:
        """What lies in the middle now: the trick the last action finished, or the cards laid in
        the trick in progress, in order, face-down ones too (empty between rounds)."""
        last = self.last_step()
        if last is not None:
            finished = [e for e in last.events if isinstance(e, TrickOutcome)]
            if finished:
                return finished[-1]
        plays: list[Laid] = []
        for events in [*(step.events for step in reversed(self.steps[: self.position])), self.opening]:
            for event in reversed(events):
                if isinstance(event, TrickOutcome | RoundStarted):
                    return tuple(reversed(plays))
                if isinstance(event, CardPlayed | CardLaidFaceDown):
                    plays.append(Laid(event.seat, event.card, isinstance(event, CardLaidFaceDown)))
        return tuple(reversed(plays))
