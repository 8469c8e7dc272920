"""Copas on the table: the Portuguese deck, each seat's tricks and Cups so far this round (the
rules count them), the anticlockwise deal, the round's notes from its result, and who popped."""

from __future__ import annotations

from typing import Any

from game.table.module import SeatName
from game.table.tricks import TrickTable
from game.ui.text import format_points, join_names
from rules.copas.deck import play_actions
from rules.copas.scoring import CUPS_IN_DECK
from rules.core.actions import CardActions
from rules.core.results import GameResult, RoundResult
from rules.core.words import counted

SWEEP_SHOWN_FROM = 2  # finished tricks before "every trick so far" is worth a line


class CopasTable(TrickTable):
    verb = "play"
    deal_anticlockwise = True

    def deck_style(self) -> str:
        return "portuguese"

    def card_actions(self) -> CardActions:
        return play_actions()

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Cards in hand and tricks taken; the Cups in those tricks (this round's penalty points
        so far: every trick is played face up, so everyone may count them); the 10 held for a
        bonus round; and a seat that has taken every trick so far (all of them scores 10 against
        everyone else)."""
        tricks = obs.tricks_won[seat]
        cards = obs.hand_counts[seat]
        cups = obs.cups_taken[seat]
        lines = [
            f"{counted(cards, 'card')} · {counted(tricks, 'trick')}",
            f"all {cups} Cups taken" if cups == CUPS_IN_DECK else f"{counted(cups, 'Cup')} taken",
        ]
        if obs.pending_bonus == seat:
            lines.append("10 Cups held: bonus round")
        if len(obs.history) >= SWEEP_SHOWN_FROM and obs.sweeping() == seat:
            lines.append("every trick so far")
        return lines

    def round_notes(self, result: RoundResult, name: SeatName) -> list[str]:
        """What the round's score means (a sweep, a bonus round, a pop), in the rules' words."""
        return [notice.describe(name) for notice in getattr(result, "notices", ())]

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
