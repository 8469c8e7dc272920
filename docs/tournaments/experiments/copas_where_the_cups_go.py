"""Where a Copas seat's Cups come from: the tricks it takes with Cups in them, sorted by how the
trick went, for a bot in one seat against easy bots (4 players, one round a deal, the seat
rotated as in ``main.py tournament``, the same deals as its rows for the same seed).

Issue 14 asks hard's Cups a round to be at most 0.65x an easy seat's; it stands near 0.69x, and
the oracle, which sees the dealt cards, takes 0.33x. This says in which tricks the difference
lies. Run from the repository's root, like ``main.py``:

    PYTHONPATH=. python docs/tournaments/experiments/copas_where_the_cups_go.py hard:iterations=600 30

A bot is a level (``easy``, ``hard``, ``oracle``) or a level spec (``hard:iterations=600``,
``rules/ai/level_spec.py``); the second number is the deals. One process: about 20 minutes for
30 deals at 600 iterations a tree beside two tournaments.
"""

from __future__ import annotations

import sys
from collections import Counter

from rules.ai.base import decide
from rules.ai.level_spec import parse_level
from rules.ai.tournament import deal_seed, seat_bots
from rules.copas.deck import CUPS
from rules.core.actions import CardAction
from rules.core.events import RoundScored, TrickWon
from rules.core.registry import get_game

PLAYERS = 4


def trick_kind(led: str, own_lead: bool, could_duck: bool) -> str:
    """How a trick the seat took went, in a few words."""
    suit = "Cups" if led == CUPS else "another suit"
    if own_lead:
        return f"its own lead of {suit}"
    return f"a lead of {suit} by another seat" + (", though it could duck" if could_duck else "")


def where_the_cups_go(spec: str, deals: int, seed: int = 11) -> tuple[Counter[str], Counter[int], int]:
    """Cups taken per kind of trick, rounds per points taken, and the rounds played."""
    info = get_game("copas")
    by_kind: Counter[str] = Counter()
    by_points: Counter[int] = Counter()
    rounds = 0
    for deal in range(deals):
        game_seed = deal_seed(seed, deal)
        for a_seat in range(PLAYERS):
            bots = seat_bots("copas", PLAYERS, parse_level(spec), "easy", game_seed, a_seat)
            state = info.new_game(PLAYERS, {}, game_seed)
            kind = ""
            while True:
                seat = state.to_move()[0]
                obs = state.observation(seat)
                action = decide(bots[seat], state, seat)
                assert isinstance(action, CardAction)  # Copas' one kind of move: a card
                if seat == a_seat:
                    led = obs.trick[0][1].suit if obs.trick else action.card.suit
                    winning = max((c.rank for _, c in obs.trick if c.suit == led), default=-1)
                    legal = [a.card for a in obs.legal_actions]
                    ducks = bool(obs.trick) and any(c.suit != led or c.rank < winning for c in legal)
                    kind = trick_kind(led, not obs.trick, ducks)
                events = state.apply(seat, action)
                for event in events:
                    if isinstance(event, TrickWon) and event.seat == a_seat:
                        cups = sum(1 for _, c in event.cards if c.suit == CUPS)
                        if cups:
                            by_kind[kind] += cups
                scored = next((e for e in events if isinstance(e, RoundScored)), None)
                if scored is not None:
                    by_points[int(scored.points[a_seat])] += 1
                    rounds += 1
                    break
    return by_kind, by_points, rounds


def main(spec: str, deals: int) -> None:
    by_kind, by_points, rounds = where_the_cups_go(spec, deals)
    total = sum(p * n for p, n in by_points.items()) / rounds
    print(f"{spec} against easy, Copas at {PLAYERS}, {rounds} rounds: {total:.2f} points a round")
    print("Cups a round, by the trick they came in:")
    for kind, cups in by_kind.most_common():
        print(f"  {cups / rounds:5.2f}  on {kind}")
    print("rounds by points taken: " + ", ".join(f"{p}: {100 * n / rounds:.0f}%" for p, n in sorted(by_points.items())))


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
