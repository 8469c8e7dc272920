"""What every game's table module provides: its deck style, where its cards rest, and how its
events move them. ``game/table/<game>.py`` subclasses ``Pieces``; ``pieces_for`` finds it."""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from game.anim import Call, Step
from game.table.seating import Seating
from game.table.view import Placement, TableView
from rules.core.events import Event

# Seconds at "normal" animation speed (the queue scales them by the speed setting).
MOVE = 0.28
FLIP = 0.3
DEAL_GAP = 0.018
READ_PAUSE = 0.9  # a finished trick or revealed bids stay still this long
SOUND_PLAY = "play"


class Stage(Protocol):
    """What a game's pieces may use while animating: the sprites, who sits where, sounds."""

    view: TableView
    seating: Seating
    viewer: int | None

    def play_sound(self, name: str) -> None: ...

    def seat_center(self, seat: int) -> tuple[float, float]: ...


class Pieces:
    """Base for a game's table pieces. ``verb`` turns a card into its action text."""

    style = "standard"
    verb = "play"
    review_title = "Last trick"  # the button and overlay showing the last finished play

    def placements(self, obs: Any, stage: Stage) -> list[Placement]:
        """Every card resting on the table except the viewer's hand (drawn by the table)."""
        return []

    def animate(self, event: Event, stage: Stage) -> list[Step]:
        """Steps, played in order, that show ``event``; none for events that move nothing."""
        return []

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Short status lines under a seat's name (cards in hand, tricks, prizes...)."""
        return [f"{obs.hand_counts[seat]} cards"]

    def piles(self, obs: Any, stage: Stage) -> list[tuple[str, int, str]]:
        """Piles and places to label: (anchor, cards in it, label). A ``won_`` anchor also shows
        a small stack of backs when its count is not zero; an empty label draws nothing."""
        return []

    def review(self, event: Event) -> tuple[tuple[int, Any], ...] | None:
        """If ``event`` finishes a play worth reviewing, its (seat, card) pairs."""
        return None

    @staticmethod
    def sound(stage: Stage, name: str) -> Call:
        return Call(lambda: stage.play_sound(name))


def pieces_for(game_id: str) -> Pieces:
    module = importlib.import_module(f"game.table.{game_id}")
    return module.PIECES()
