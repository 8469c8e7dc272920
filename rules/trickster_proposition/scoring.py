"""Scoring a round of The Trickster Proposition, the round's winners and the game's end.

Scores are listed seat 0, seat 1, then Ea-Nasir (index ``EA_NASIR``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.copper_trickster.deck import SUIT_NAMES
from rules.copper_trickster.quality import BAD, GREAT, SLOT_NAMES
from rules.core.cards import Card
from rules.core.results import RoundResult, ScoreItem
from rules.trickster_proposition.observation import TricksterPropositionObservation

EA_NASIR = 2  # Ea-Nasir's place in a (seat 0, seat 1, Ea-Nasir) triple
ROUND_WINS_TO_WIN = 2

BAD_POINTS = -4
GREAT_POINTS = 3
OPPONENT_SUIT_POINTS = 2
OWN_SUIT_POINTS = 1
EA_PLAYER_SUIT_POINTS = 1

OPPONENT_LABEL = "Opponent's suit"
OWN_LABEL = "Own suit"
PLAYERS_LABEL = "Players' suits"
COPPER_LABEL = "Copper points"  # the last line of every column: the round's copper total
EA_NASIR_COLUMN = "Ea-Nasir"  # his column on the score sheet, after the two seats'


def slot_label(slot: str, suit: str) -> str:
    """"Great copper: Moons": a slot's line in every column names the suit it turned out to be."""
    return f"{SLOT_NAMES[slot]}: {SUIT_NAMES[suit]}"


def suit_role(suit: str) -> str:
    """A seat's role in a round's summary: its secret suit ("Suit: Bulls")."""
    return f"Suit: {SUIT_NAMES[suit]}"


def player_values(own: str, opponent: str, great: str, bad: str) -> dict[str, tuple[str, int]]:
    """Suit -> (label, points per card) for a player."""
    return {
        great: (slot_label(GREAT, great), GREAT_POINTS),
        bad: (slot_label(BAD, bad), BAD_POINTS),
        opponent: (OPPONENT_LABEL, OPPONENT_SUIT_POINTS),
        own: (OWN_LABEL, OWN_SUIT_POINTS),
    }


def ea_values(player_suits: Sequence[str], great: str, bad: str) -> dict[str, tuple[str, int]]:
    """Suit -> (label, points per card) for Ea-Nasir."""
    values = {great: (slot_label(GREAT, great), GREAT_POINTS), bad: (slot_label(BAD, bad), BAD_POINTS)}
    values.update((s, (PLAYERS_LABEL, EA_PLAYER_SUIT_POINTS)) for s in player_suits)
    return values


def score_pile(pile: Sequence[Card], values: dict[str, tuple[str, int]]) -> tuple[int, tuple[ScoreItem, ...]]:
    """A pile's points, and one ``ScoreItem`` per quality it holds (in the order of ``values``)."""
    counts = dict.fromkeys(values, 0)
    for card in pile:
        counts[card.suit] += 1
    by_label: dict[str, list[int]] = {}  # label -> [count, points]
    for suit, n in counts.items():
        if n:
            label, each = values[suit]
            entry = by_label.get(label)
            if entry is None:
                by_label[label] = [n, n * each]
            else:
                entry[0] += n
                entry[1] += n * each
    total = 0
    items = []
    for label, (n, points) in by_label.items():
        total += points
        items.append(_item(label, points, n))
    return total, tuple(items)


@cache
def _item(label: str, points: int, count: int) -> ScoreItem:
    """A shared ``ScoreItem`` (they are immutable): a round builds up to a dozen."""
    return ScoreItem(label, points, count)


def score_round(
    player_suits: Sequence[str],
    great: str,
    bad: str,
    piles: Sequence[Sequence[Card]],
    ea_pile: Sequence[Card],
) -> tuple[tuple[int, int, int], tuple[tuple[ScoreItem, ...], ...]]:
    """Points of seat 0, seat 1 and Ea-Nasir, and each one's breakdown per quality of copper."""
    s0, s1 = player_suits
    p0, b0 = score_pile(piles[0], player_values(s0, s1, great, bad))
    p1, b1 = score_pile(piles[1], player_values(s1, s0, great, bad))
    pe, be = score_pile(ea_pile, ea_values(player_suits, great, bad))
    return (p0, p1, pe), (b0, b1, be)


def round_result(
    round_no: int,
    player_suits: Sequence[str],
    points: Sequence[int],
    breakdown: Sequence[Sequence[ScoreItem]],
) -> RoundResult:
    """A round on the score sheet: a column per seat, then Ea-Nasir's. Each column's line is
    the round win it gained (1 for every top scorer, else 0); its breakdown is its copper points
    per quality, then its copper total (``COPPER_LABEL``). The seats' roles are their suits."""
    top = round_winners(points)
    gained = tuple(int(i in top) for i in range(len(points)))
    lines = tuple((*items, ScoreItem(COPPER_LABEL, p)) for items, p in zip(breakdown, points))
    return RoundResult(
        round_no,
        gained,
        lines,
        f"Round {round_no}",
        roles=tuple(suit_role(s) for s in player_suits),
        extra_columns=(EA_NASIR_COLUMN,),
    )


def copper_points(result: RoundResult) -> tuple[int, ...]:
    """Each column's copper total in a round's result (seat 0, seat 1, Ea-Nasir)."""
    return tuple(
        int(next((i.points for i in items if i.label == COPPER_LABEL), 0)) for items in result.breakdown
    )


def round_winners(points: Sequence[int]) -> tuple[int, ...]:
    """Every top scorer of a round (indices into seat 0, seat 1, Ea-Nasir): ties all win."""
    top = max(points)
    return tuple(i for i, p in enumerate(points) if p == top)


def game_winner(round_wins: Sequence[int]) -> int | None:
    """Who won the game (index into seat 0, seat 1, Ea-Nasir), or None if play goes on.

    Someone must have at least two round wins and strictly more than everyone else; several
    reaching two together play on.
    """
    top = max(round_wins)
    if top < ROUND_WINS_TO_WIN:
        return None
    leaders = [i for i, w in enumerate(round_wins) if w == top]
    return leaders[0] if len(leaders) == 1 else None


def known_values(player_suits: Sequence[str | None], known: Sequence[tuple[str, str]]) -> tuple[dict[str, int], ...]:
    """Per column (seat 0, seat 1, Ea-Nasir): suit -> points per card, for the suits whose quality
    is known (``player_suits``: a seat's suit or None; ``known``: (slot, suit) pairs looked at).
    A suit not named is worth an unknown amount to that column."""
    slots = {suit: GREAT_POINTS if slot == GREAT else BAD_POINTS for slot, suit in known}
    columns: list[dict[str, int]] = []
    for seat in range(2):
        values = dict(slots)
        own, other = player_suits[seat], player_suits[1 - seat]
        if own is not None:
            values[own] = OWN_SUIT_POINTS
        if other is not None:
            values[other] = OPPONENT_SUIT_POINTS
        columns.append(values)
    ea = dict(slots)
    ea.update((s, EA_PLAYER_SUIT_POINTS) for s in player_suits if s is not None)
    columns.append(ea)
    return tuple(columns)


def points_so_far(obs: TricksterPropositionObservation) -> tuple[tuple[int, int], ...]:
    """What each column (seat 0, seat 1, Ea-Nasir) has so far this round as far as ``obs``'s
    seat knows: (points of the collected cards whose quality it knows, how many cards it cannot
    value yet). Once the round is revealed every card is valued: the round's score."""
    values = known_values(obs.player_suits, obs.known)
    piles = (*obs.piles, obs.ea_pile)
    out = []
    for pile, worth in zip(piles, values):
        points = sum(worth[c.suit] for c in pile if c.suit in worth)
        out.append((points, sum(1 for c in pile if c.suit not in worth)))
    return tuple(out)
