"""Scoring one round: each character by the quality of the copper it collected, the Messenger
by the tricks it won before and after the Revelation; and the game's winners."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.copper_trickster.characters import (
    CHARACTER_NAMES,
    MESSENGER,
    MESSENGER_BEFORE,
    messenger_after_points,
    points_table,
)
from rules.copper_trickster.quality import SLOT_NAMES, slots_for
from rules.core.cards import Card
from rules.core.results import RoundResult, ScoreItem

BEFORE_LABEL = "Tricks before the Revelation"
AFTER_LABEL = "Tricks after the Revelation"


@dataclass(frozen=True, slots=True)
class CopperRoundResult(RoundResult):
    """A round's result with what the round summary's notes name: the indicator as revealed
    ((slot, suit) pairs in indicator order) and Ea-Nasir's Party's turned-up trump card."""

    indicator: tuple[tuple[str, str], ...] = ()
    trump_card: Card | None = None

    def to_json(self) -> dict[str, Any]:
        out = RoundResult.to_json(self)
        out["indicator"] = [list(pair) for pair in self.indicator]
        if self.trump_card is not None:
            out["trump"] = self.trump_card.code
        return out


def score_seat(
    character: str,
    players: int,
    won: Sequence[Card],
    suit_slot: Mapping[str, str],
    tricks_before: int,
    tricks_after: int,
) -> tuple[int, tuple[ScoreItem, ...]]:
    """One seat's points and breakdown: one line per quality slot, or the Messenger's two."""
    if character == MESSENGER:
        before = MESSENGER_BEFORE * tricks_before
        after = messenger_after_points(tricks_after)
        items: tuple[ScoreItem, ...] = (
            ScoreItem(BEFORE_LABEL, before, tricks_before), ScoreItem(AFTER_LABEL, after, tricks_after)
        )
        return before + after, items
    table = points_table(character, players)
    suits = [card.suit for card in won]
    counts = {slot: suits.count(suit) for suit, slot in suit_slot.items()}
    slots = slots_for(players)
    points = [table[slot] * counts[slot] for slot in slots]  # whole points (a ScoreItem holds a float)
    items = tuple(ScoreItem(SLOT_NAMES[slot], p, counts[slot]) for slot, p in zip(slots, points))
    return sum(points), items


def points_so_far(
    character: str,
    players: int,
    won: Sequence[Card],
    known: Sequence[tuple[str, str]],
    tricks_before: int,
    tricks_after: int,
) -> tuple[int, int]:
    """A seat's points this round as far as it knows them: (points, cards not counted yet).

    The Messenger's are exact (tricks are public). Any other character counts the cards it took
    of the suits whose slots it knows (``known``: (slot, suit) pairs); the others wait for the
    Revelation and are returned as the second number."""
    if character == MESSENGER:
        return MESSENGER_BEFORE * tricks_before + messenger_after_points(tricks_after), 0
    table = points_table(character, players)
    slot_of = {suit: slot for slot, suit in known}
    points = uncounted = 0
    for card in won:
        slot = slot_of.get(card.suit)
        if slot is None:
            uncounted += 1
        else:
            points += table[slot]
    return points, uncounted


def score_round(
    round_no: int,
    characters: Sequence[str],
    won: Sequence[Sequence[Card]],
    suit_slot: Mapping[str, str],
    tricks_before: Sequence[int],
    tricks_after: Sequence[int],
    indicator: tuple[tuple[str, str], ...] = (),
    trump_card: Card | None = None,
) -> CopperRoundResult:
    """The round's points per seat with the breakdown the round summary shows, each column headed
    by its seat's character."""
    players = len(characters)
    points: list[int] = []
    breakdown: list[tuple[ScoreItem, ...]] = []
    for seat, character in enumerate(characters):
        pts, items = score_seat(
            character, players, won[seat], suit_slot, tricks_before[seat], tricks_after[seat]
        )
        points.append(pts)
        breakdown.append(items)
    roles = tuple(CHARACTER_NAMES[c] for c in characters)
    return CopperRoundResult(
        round_no, tuple(points), tuple(breakdown), f"Round {round_no}", roles, (), indicator, trump_card
    )


def winners(totals: Sequence[int], last_round: Sequence[int]) -> tuple[tuple[int, ...], str]:
    """The winning seats and what decided it: ``"total"``, ``"last_round"`` or ``"shared"``.

    Highest total wins; among tied totals the most points in the last round; then shared.
    """
    best = max(totals)
    tied = [s for s in range(len(totals)) if totals[s] == best]
    if len(tied) == 1:
        return tuple(tied), "total"
    top = max(last_round[s] for s in tied)
    still = tuple(s for s in tied if last_round[s] == top)
    return still, ("last_round" if len(still) == 1 else "shared")
