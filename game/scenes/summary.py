"""The round summary over the table: where each seat's points came from, and the running totals."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.scenes.scoresheet import (
    ENTRIES,
    TOTAL,
    Entry,
    GridPanelScene,
    GridRow,
    ScoreGrid,
    round_label,
    scoring_note,
)
from game.ui.text import format_points
from game.ui.widgets import Button
from rules.core.results import RoundResult, ScoreItem


def item_entry(item: ScoreItem) -> Entry:
    """``("Tricks taken ×3", "+3")``; an item counted once is just its label."""
    label = f"{item.label} ×{item.count}" if item.count != 1 else item.label
    return label, format_points(item.points, signed=True)


def running_totals(rounds: Sequence[RoundResult], round_result: RoundResult, players: int) -> list[float]:
    """Each seat's total after ``round_result``: the rounds up to and including it, found by
    position in ``rounds`` (identity first, then equality); a round not in the list yet counts
    after all of them."""
    index = next((i for i, r in enumerate(rounds) if r is round_result), None)
    if index is None:
        index = next((i for i, r in enumerate(rounds) if r == round_result), None)
    counted = list(rounds[: index + 1]) if index is not None else [*rounds, round_result]
    return [sum(r.points[s] for r in counted if s < len(r.points)) for s in range(players)]


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

    def build(self) -> tuple[str, str, ScoreGrid, list[Button]]:
        match, rr = self.match, self.round_result
        players = match.players
        breakdown = [tuple(item_entry(i) for i in (rr.breakdown[s] if s < len(rr.breakdown) else ())) for s in range(players)]
        totals = running_totals(match.state.result().rounds, rr, players)
        rows = [
            GridRow("", breakdown, ENTRIES),
            GridRow("This round", [format_points(rr.points[s] if s < len(rr.points) else 0, signed=True) for s in range(players)]),
            GridRow("Total", [format_points(t) for t in totals], TOTAL),
        ]
        grid = ScoreGrid(self.ctx.fonts, [match.name(s) for s in range(players)], rows)
        subtitle = scoring_note(match.info.title, bool(match.info.lower_is_better))
        return round_label(rr), subtitle, grid, [Button(self.ctx.fonts, "Continue", self.proceed, primary=True)]

    def escape(self) -> None:
        self.proceed()

    def proceed(self) -> None:
        if self.continued:
            return
        self.continued = True
        self.close()
        self.on_continue()
