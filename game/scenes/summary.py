"""The round summary over the table: where each seat's points came from, as a grid (each rule once
in the first column, each player's count and points under their name, the role they played that
round under it, and any scoring column that is no seat after theirs), and the running totals.

It opens once the last trick has landed, and ignores input for its first moments (``ARM_S``) and
keys already held when it opened: the key or click that finished the trick does not close it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.scenes.scoresheet import GridPanelScene, breakdown_rows, column_points, round_label, scoring_note
from game.ui.score_grid import TOTAL, GridRow, ScoreGrid
from game.ui.text import format_points
from game.ui.widgets import Button
from rules.core.results import RoundResult


ARM_S = 0.3  # seconds the summary ignores input after it opens
INPUT = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def running_totals(
    rounds: Sequence[RoundResult], round_result: RoundResult, players: int, extra: Sequence[str] = ()
) -> list[float]:
    """Each seat's total after ``round_result`` (then each ``extra`` column's): the rounds up to
    and including it, found by position in ``rounds`` (identity first, then equality); a round not
    in the list yet counts after all of them."""
    index = next((i for i, r in enumerate(rounds) if r is round_result), None)
    if index is None:
        index = next((i for i, r in enumerate(rounds) if r == round_result), None)
    counted = list(rounds[: index + 1]) if index is not None else [*rounds, round_result]
    columns = [column_points(r, players, extra) for r in counted]
    return [sum(c[i] for c in columns) for i in range(players + len(extra))]


class RoundSummaryScene(GridPanelScene):
    """Continue (Enter, Space, Escape or a click) closes the overlay, then calls ``on_continue``.
    ``notes`` are the game's own lines about the round (its table module writes them)."""

    def __init__(
        self, match: Any, round_result: RoundResult, notes: Sequence[str], on_continue: Callable[[], Any]
    ) -> None:
        super().__init__()
        self.match = match
        self.round_result = round_result
        self.notes = " ".join(note.strip() for note in notes if note.strip())
        self.on_continue = on_continue
        self.continued = False
        self.age = 0.0  # seconds since it opened
        self.held: set[int] = set()  # keys down when it opened: their presses do not count

    def on_enter(self) -> None:
        pressed = pygame.key.get_pressed()
        self.held = {k for k in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE) if pressed[k]}
        super().on_enter()

    def update(self, dt: float) -> bool:
        self.age += dt
        return self.age < ARM_S

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        if event.type in INPUT and (self.age < ARM_S or (event.type == pygame.KEYDOWN and event.key in self.held)):
            return  # the press that finished the last trick does not also close the summary
        super().handle_event(event)

    def build(self) -> tuple[str, str, ScoreGrid, list[Button]]:
        match, rr = self.match, self.round_result
        players = match.players
        extra = tuple(rr.extra_columns)
        columns = players + len(extra)
        points = column_points(rr, players, extra)
        totals = running_totals(match.state.result().rounds, rr, players, extra)
        rows = [
            *breakdown_rows(rr, columns),
            GridRow("This round", [format_points(p, signed=True) for p in points], TOTAL),
            GridRow("Total", [format_points(t) for t in totals], TOTAL),
        ]
        headers = [match.name(s) for s in range(players)] + list(extra)
        roles = [rr.roles[s] if s < len(rr.roles) else "" for s in range(players)] + [""] * len(extra)
        grid = ScoreGrid(self.ctx.fonts, headers, rows, roles=roles)
        subtitle = scoring_note(match.info.title, bool(match.info.lower_is_better), getattr(match.info, "score_unit", "points"))
        return round_label(rr), subtitle, grid, [Button(self.ctx.fonts, "Continue", self.proceed, primary=True)]

    def escape(self) -> None:
        self.proceed()

    def proceed(self) -> None:
        if self.continued:
            return
        self.continued = True
        self.close()
        self.on_continue()
