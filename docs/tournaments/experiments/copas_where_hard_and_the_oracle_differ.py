"""Where hard and the oracle choose differently in Copas at 4, against easy bots: at each of
hard's decisions with more than one legal card (hard in one seat, the seat rotated as in
``main.py tournament``, the first round of each deal of the rows' seed 11), the oracle is asked
too, on the same state, and the two cards are sorted by the kind of decision and by where each
card stands among the legal cards of its suit. Run from the repository's root:

    PYTHONPATH=. python docs/tournaments/experiments/copas_where_hard_and_the_oracle_differ.py 12 600

(deals, iterations a tree for both bots). About 8 minutes for 12 deals at 600 iterations beside
two tournaments. It keeps no file.
"""

from __future__ import annotations

import sys
from collections import Counter

from rules.ai.base import decide
from rules.ai.level_spec import parse_level
from rules.ai.tournament import deal_seed, seat_bots
from rules.copas.deck import CUPS
from rules.copas.observation import CopasObservation
from rules.core.actions import CardAction
from rules.core.cards import Card
from rules.core.events import RoundScored
from rules.core.registry import get_game

PLAYERS = 4


def decision_kind(obs: CopasObservation, legal: list[Card]) -> str:
    """The kind of decision: a lead, a discard (void in the led suit), or a follow, by whether
    the seat could duck under the winning card."""
    if not obs.trick:
        return "lead"
    led = obs.trick[0][1].suit
    if legal[0].suit != led:
        return "discard" + ("(has Cup)" if any(c.suit == CUPS for c in legal) else "(no Cup)")
    winning = max(c.rank for _, c in obs.trick if c.suit == led)
    under = [c for c in legal if c.rank < winning]
    pre = "follow Cups" if led == CUPS else "follow"
    if under:
        return pre + (" duck-or-over" if len(under) < len(legal) else " all under")
    return pre + " forced over" + (" last" if len(obs.trick) == PLAYERS - 1 else "")


def place(card: Card, legal: list[Card]) -> str:
    """Cup or other suit, and the card's place among the legal cards of its suit."""
    same = sorted([c for c in legal if c.suit == card.suit], key=lambda c: c.rank)
    pos = "only" if len(same) == 1 else ("lowest" if card == same[0] else "highest" if card == same[-1] else "middle")
    return f"{'Cup' if card.suit == CUPS else 'other'} {pos}"


def main(deals: int, iterations: int, seed: int = 11) -> None:
    info = get_game("copas")
    stats: Counter[str] = Counter()
    diff: Counter[str] = Counter()
    pairs: Counter[tuple[str, str, str]] = Counter()  # (kind, hard's card, the oracle's card)
    for deal in range(deals):
        game_seed = deal_seed(seed, deal)
        for a in range(PLAYERS):
            bots = seat_bots("copas", PLAYERS, parse_level(f"hard:iterations={iterations}"), "easy", game_seed, a)
            oracle = seat_bots("copas", PLAYERS, parse_level(f"oracle:iterations={iterations}"), "easy", game_seed, a)[a]
            state = info.new_game(PLAYERS, {}, game_seed)
            while True:
                seat = state.to_move()[0]
                obs = state.observation(seat)
                action = decide(bots[seat], state, seat)
                assert isinstance(action, CardAction)  # Copas' one kind of move: a card
                legal = [x.card for x in obs.legal_actions]
                if seat == a and len(legal) > 1:
                    theirs = decide(oracle, state, seat)
                    assert isinstance(theirs, CardAction)
                    kind = decision_kind(obs, legal)
                    stats[kind] += 1
                    if theirs.card != action.card:
                        diff[kind] += 1
                        pairs[kind, place(action.card, legal), place(theirs.card, legal)] += 1
                if any(isinstance(e, RoundScored) for e in state.apply(seat, action)):
                    break  # the deal's first round is over
        print(deal, dict(diff), file=sys.stderr, flush=True)
    print("decisions by kind, and how often the oracle chose another card:")
    for k, n in stats.most_common():
        print(f"  {k:28s} {n:5d}  differ {diff[k]:4d} ({diff[k]/n:.0%})")
    print("hard's card -> the oracle's card, where they differ:")
    for (k, h, o), n in pairs.most_common(40):
        print(f"  {n:4d}  {k:28s} hard {h:14s} oracle {o}")


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
