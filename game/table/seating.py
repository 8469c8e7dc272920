"""Which screen position each seat takes: the seat whose hand is shown sits at the bottom."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seating:
    players: int
    bottom: int  # the seat drawn at screen position 0

    def position(self, seat: int) -> int:
        """Screen position of ``seat``: 0 at the bottom, then clockwise round the table."""
        return (seat - self.bottom) % self.players

    def seat_at(self, position: int) -> int:
        return (position + self.bottom) % self.players

    def anchor(self, kind: str, seat: int) -> str:
        """The layout anchor of ``kind`` for ``seat`` ("trick" -> "trick_2")."""
        return f"{kind}_{self.position(seat)}"
