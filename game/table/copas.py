"""Copas on the table: the Portuguese deck, Cups counted by each seat, the anticlockwise deal."""

from __future__ import annotations

from typing import Any

from game.table.tricks import TrickPieces
from rules.copas.deck import CUPS


class CopasPieces(TrickPieces):
    style = "portuguese"
    verb = "play"
    deal_anticlockwise = True

    def seat_lines(self, obs: Any, seat: int) -> list[str]:
        """Cards in hand and tricks taken; Cups only for the viewer's own pile (another seat's
        pile shows just its count until the round is scored)."""
        tricks = obs.tricks_won[seat]
        lines = [f"{obs.hand_counts[seat]} cards · {tricks} trick{'' if tricks == 1 else 's'}"]
        if seat == obs.seat:
            cups = sum(1 for c in obs.own_won if c.suit == CUPS)
            lines.append(f"{cups} Cup{'' if cups == 1 else 's'} taken")
        if obs.pending_bonus == seat:
            lines.append("10 Cups held: bonus round")
        return lines


PIECES = CopasPieces
