"""Copas on the table: the Portuguese deck, Cups counted by each seat, the anticlockwise deal,
and who popped at the end."""

from __future__ import annotations

from typing import Any

from game.table.module import SeatName
from game.table.tricks import TrickTable
from game.ui.text import format_points, join_names
from rules.copas.deck import CUPS, play_actions
from rules.core.actions import CardActions
from rules.core.results import GameResult


class CopasTable(TrickTable):
    verb = "play"
    deal_anticlockwise = True

    def deck_style(self) -> str:
        return "portuguese"

    def card_actions(self) -> CardActions:
        return play_actions()

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Cards in hand and tricks taken; Cups only for the viewer's own pile (another seat's
        pile shows just its count until the round is scored)."""
        tricks = obs.tricks_won[seat]
        cards = obs.hand_counts[seat]
        lines = [f"{cards} card{'' if cards == 1 else 's'} · {tricks} trick{'' if tricks == 1 else 's'}"]
        if seat == obs.seat:
            cups = sum(1 for c in obs.own_won if c.suit == CUPS)
            lines.append(f"{cups} Cup{'' if cups == 1 else 's'} taken")
        if obs.pending_bonus == seat:
            lines.append("10 Cups held: bonus round")
        return lines

    def result_notes(self, result: GameResult, name: SeatName) -> list[str]:
        """Who popped (the losers), and who else went over the limit in the last round."""
        extra = result.extra or {}
        seats = range(result.players)
        losers = [s for s in extra.get("losers", []) if s in seats]
        notes = [f"{name(s)} popped at {format_points(result.scores[s])}." for s in losers]
        others = [s for s in extra.get("popped", []) if s in seats and s not in losers]
        if others:
            notes.append(join_names([f"{name(s)} ({format_points(result.scores[s])})" for s in others]) + " popped too.")
        return notes


TABLE = CopasTable
